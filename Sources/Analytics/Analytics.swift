// Analytics: placeholder until its issue lands.
