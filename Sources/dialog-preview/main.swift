import App
// placeholder
