// The WebDriver client the browser tests use is the product's (Sources/WebDriver, also behind
// `dialog-preview snapshot`): every test that imports TestSupport sees it.
@_exported import WebDriver
