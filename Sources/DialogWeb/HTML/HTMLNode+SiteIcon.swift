extension HTMLNode {
  /// The site's icon, for every page's head: `/favicon.svg` (the server also answers `/favicon.ico`,
  /// which browsers ask for on their own).
  public static let siteIcon = HTMLNode.void(
    "link", [("rel", "icon"), ("href", "/favicon.svg"), ("type", "image/svg+xml")])
}
