extension Browser {
  /// Presses and releases `key` on whatever has focus, through the Actions API (e.g. `.escape`
  /// reaches `keydown` listeners on the focused element, bubbling to `document`).
  public func pressKey(_ key: WebDriverKey) async throws {
    let down: ScriptValue = ["type": "keyDown", "value": .string(key.rawValue)]
    let up: ScriptValue = ["type": "keyUp", "value": .string(key.rawValue)]
    try await perform(["type": "key", "id": "keyboard", "actions": [down, up]])
  }

  /// Presses and releases each of `keys` in turn, in one action sequence (as fast as a person typing).
  public func pressKeys(_ keys: [WebDriverKey]) async throws {
    let actions: [ScriptValue] = keys.flatMap { key -> [ScriptValue] in
      [
        ["type": "keyDown", "value": .string(key.rawValue)],
        ["type": "keyUp", "value": .string(key.rawValue)],
      ]
    }
    try await perform(["type": "key", "id": "keyboard", "actions": .array(actions)])
  }

  /// Clicks at a point of the viewport (CSS pixels from its top left), whatever is there: for taps
  /// on an overlay around a card, or anywhere an element click would be intercepted.
  public func click(x: Double, y: Double) async throws {
    let actions: ScriptValue = [
      ["type": "pointerMove", "x": .number(x), "y": .number(y), "origin": "viewport", "duration": 0],
      ["type": "pointerDown", "button": 0], ["type": "pointerUp", "button": 0],
    ]
    try await perform([
      "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": actions,
    ])
  }

  /// Drags with the mouse from one viewport point to another (CSS pixels): press, move there in
  /// `steps` pointer moves, release, as a person drags a handle.
  public func drag(fromX: Double, fromY: Double, toX: Double, toY: Double, steps: Int = 8) async throws {
    var actions: [ScriptValue] = [
      ["type": "pointerMove", "x": .number(fromX), "y": .number(fromY), "origin": "viewport", "duration": 0],
      ["type": "pointerDown", "button": 0],
    ]
    for step in 1...max(1, steps) {
      let f = Double(step) / Double(max(1, steps))
      actions.append([
        "type": "pointerMove", "x": .number(fromX + (toX - fromX) * f),
        "y": .number(fromY + (toY - fromY) * f),
        "origin": "viewport", "duration": 20,
      ])
    }
    actions.append(["type": "pointerUp", "button": 0])
    try await perform([
      "type": "pointer", "id": "mouse", "parameters": ["pointerType": "mouse"], "actions": .array(actions),
    ])
  }

  /// Runs one input source's actions, then releases every key and button.
  private func perform(_ source: ScriptValue) async throws {
    try await command("POST", "/actions", ["actions": [source]])
    try await command("DELETE", "/actions")
  }
}
