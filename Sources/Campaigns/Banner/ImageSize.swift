import DialogMotion
import Foundation

/// A banner image's intrinsic size, read from its file as a browser or `UIImage` would size it: an SVG's
/// `width` and `height` (unitless or `px`), else its `viewBox`; the header of a PNG, GIF, JPEG or WebP.
/// Nil when the file can't be read or its size can't be told (then its crop is not checked).
///
/// ```swift
/// ImageSize.read(path: "Public/banners/summer-sale-b.svg")  // 600 × 1040
/// ```
public enum ImageSize {
  /// The most bytes read from a file: sizes are in the first few, a large SVG's root tag too.
  static let readLimit = 256 * 1024

  /// The size of the image file at `path`, by its extension.
  public static func read(path: String) -> ScreenSize? {
    guard let handle = FileHandle(forReadingAtPath: path) else { return nil }
    defer { try? handle.close() }
    guard let data = try? handle.read(upToCount: readLimit) else { return nil }
    return size(of: Array(data), extension: (path as NSString).pathExtension)
  }

  /// The size of an image of this type (`svg`, `png`, `gif`, `jpg`, `jpeg`, `webp`) from its bytes.
  public static func size(of bytes: [UInt8], extension ext: String) -> ScreenSize? {
    let size: ScreenSize? =
      switch ext.lowercased() {
      case "svg": svg(String(decoding: bytes, as: UTF8.self))
      case "png": png(bytes)
      case "gif": gif(bytes)
      case "jpg", "jpeg": jpeg(bytes)
      case "webp": webp(bytes)
      default: nil
      }
    guard let size, size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
      return nil
    }
    return size
  }
}
