// Campaigns: placeholder until its issue lands.
