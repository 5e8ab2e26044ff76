// HTTPServer: placeholder until issue 2 lands.
