import Foundation

extension Campaign {
  /// One warning per variant whose banner (its own or the campaign's) is an SVG, a path or an
  /// `https://` URL, in file order. With `publicDirectory`, each names the same-named PNG beside a
  /// path's SVG when that file exists.
  public func svgBannerWarnings(publicDirectory: String?) -> [CampaignSVGBannerWarning] {
    variants.filter { Self.isSVG($0.banner) }.map { variant in
      CampaignSVGBannerWarning(
        campaignID: id, variantID: variant.id, banner: variant.banner,
        pngBeside: Self.pngBeside(variant.banner, publicDirectory: publicDirectory))
    }
  }

  /// True when the banner's path (a URL's without its query or fragment) ends in `.svg`, any case.
  static func isSVG(_ banner: String) -> Bool {
    let path = URLComponents(string: banner)?.path ?? banner
    return (path as NSString).pathExtension.lowercased() == "svg"
  }

  /// `banners/a.png` for the path `banners/a.svg` when `Public/banners/a.png` is a file; nil for a URL.
  static func pngBeside(_ banner: String, publicDirectory: String?) -> String? {
    guard let publicDirectory, !BannerRule.isRemote(banner) else { return nil }
    let png = (banner as NSString).deletingPathExtension + ".png"
    var isFolder: ObjCBool = false
    let exists = FileManager.default.fileExists(
      atPath: (publicDirectory as NSString).appendingPathComponent(png), isDirectory: &isFolder)
    return exists && !isFolder.boolValue ? png : nil
  }
}
