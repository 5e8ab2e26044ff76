import Testing

@testable import App

/// `dialog-preview serve --help`: each option's help starts in its column, or after a space where the
/// option is longer than the column (it ran into its help: "--motion-measurements FILEmake …").
@Suite struct ServeHelpTests {
  @Test func everyOptionIsSeparatedFromItsHelp() {
    let lines = ServeCommand.help.split(separator: "\n").filter { $0.hasPrefix("  --") }
    #expect(lines.count == ServeConfiguration.options.count + 2)
    for option in ServeConfiguration.options {
      let line = lines.first { $0.hasPrefix("  --\(option.name) ") }
      #expect(line?.hasSuffix(" " + option.help) == true, "\(line ?? "--\(option.name) missing")")
      #expect(line?.contains("\(option.placeholder) ") == true, "\(line ?? "")")
    }
    #expect(lines.contains { $0.hasPrefix("  --motion-measurements FILE make") })
  }
}
