// App: placeholder until its issue lands.
