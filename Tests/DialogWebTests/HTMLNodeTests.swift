import Testing

@testable import DialogWeb

/// The HTML renderer closes every element HTML's parser would otherwise leave open.
struct HTMLNodeTests {
  @Test func anSVGElementWithoutChildrenGetsItsEndTag() {
    let svg = HTMLNode.el(
      "svg", [],
      [.void("line", [("x1", "0")]), .void("rect", [("width", "1")]), .el("text", [], [.text("B")])])
    #expect(svg.render() == #"<svg><line x1="0"></line><rect width="1"></rect><text>B</text></svg>"#)
  }

  @Test func htmlVoidElementsStayLoneStartTags() {
    let head = HTMLNode.el(
      "p", [], [.void("img", [("src", "a.svg")]), .void("br"), .void("input", [("id", "x")])])
    #expect(head.render() == #"<p><img src="a.svg"><br><input id="x"></p>"#)
  }
}
