// DialogWeb: placeholder until its issue lands.
