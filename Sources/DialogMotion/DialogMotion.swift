// DialogMotion: placeholder until its issue lands.
