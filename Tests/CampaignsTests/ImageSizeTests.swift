import Campaigns
import DialogMotion
import Testing

/// Banner sizes read from files' bytes, as a browser or `UIImage` sizes them.
@Suite struct ImageSizeTests {
  func svg(_ text: String) -> ScreenSize? { ImageSize.size(of: Array(text.utf8), extension: "svg") }

  @Test func anSVGsWidthAndHeightWinOverItsViewBox() {
    #expect(
      svg(#"<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1040" viewBox="0 0 60 50"/>"#)
        == ScreenSize(width: 600, height: 1040))
    #expect(svg(#"<svg width='300px' height='200px'></svg>"#) == ScreenSize(width: 300, height: 200))
  }

  @Test func anSVGWithoutPixelSizesHasItsViewBoxsShape() {
    #expect(svg(#"<svg viewBox="0 0 400 860"/>"#) == ScreenSize(width: 400, height: 860))
    #expect(
      svg(#"<svg width="100%" height="100%" viewBox="10,10 720,300"/>"#)
        == ScreenSize(width: 720, height: 300))
  }

  @Test func theRootTagComesAfterTheDeclarationCommentsAndDoctype() {
    let text = """
      <?xml version="1.0" encoding="UTF-8"?>
      <!-- width="1" height="1" -->
      <!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd">
      <svg
        xmlns="http://www.w3.org/2000/svg"
        width="640" height="480"><rect width="1" height="1"/></svg>
      """
    #expect(svg(text) == ScreenSize(width: 640, height: 480))
  }

  @Test func anSVGWithoutASizeOrWithOnlyOneHasNone() {
    #expect(svg("<svg xmlns='http://www.w3.org/2000/svg'/>") == nil)
    #expect(svg(#"<svg width="600"/>"#) == nil)
    #expect(svg(#"<svg viewBox="0 0 0 10"/>"#) == nil)
    #expect(svg("<html><svg width='1' height='1'/></html>") == nil)
    #expect(svg("not an image") == nil)
  }

  @Test func rasterHeaders() {
    let png: [UInt8] =
      [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13] + Array("IHDR".utf8)
      + [0, 0, 0x02, 0x58, 0, 0, 0x04, 0x10, 8, 6, 0, 0, 0]
    #expect(ImageSize.size(of: png, extension: "PNG") == ScreenSize(width: 600, height: 1040))
    let gif: [UInt8] = Array("GIF89a".utf8) + [0x90, 0x01, 0x5C, 0x03, 0, 0, 0]
    #expect(ImageSize.size(of: gif, extension: "gif") == ScreenSize(width: 400, height: 860))
    // SOI, an APP0 segment of 16 bytes, then SOF2 (progressive): height 300, width 720.
    let jpeg: [UInt8] =
      [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + [UInt8](repeating: 0, count: 14)
      + [0xFF, 0xC2, 0, 17, 8, 0x01, 0x2C, 0x02, 0xD0, 3] + [UInt8](repeating: 0, count: 9)
    #expect(ImageSize.size(of: jpeg, extension: "jpeg") == ScreenSize(width: 720, height: 300))
    // VP8X: canvas width − 1 and height − 1 in 24 bits each.
    var webp: [UInt8] = Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array("VP8X".utf8)
    webp += [10, 0, 0, 0, 0, 0, 0, 0] + [0x57, 0x02, 0x00, 0x0F, 0x04, 0x00] + [0, 0]
    #expect(ImageSize.size(of: webp, extension: "webp") == ScreenSize(width: 600, height: 1040))
    #expect(ImageSize.size(of: Array(png.prefix(20)), extension: "png") == nil)
    #expect(ImageSize.size(of: png, extension: "bmp") == nil)
  }
}
