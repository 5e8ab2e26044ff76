// AnalyticsSQLite: placeholder until its issue lands.
