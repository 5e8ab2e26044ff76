// The C math library, reached the same way on every platform DialogMotion builds for.
#if canImport(Darwin)
  import Darwin
#elseif canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(ucrt)
  import ucrt
#endif

/// The few transcendental functions the curves need; the standard library has only `squareRoot()`.
enum Math {
  static func exp(_ x: Double) -> Double {
    #if canImport(Darwin)
      Darwin.exp(x)
    #elseif canImport(Glibc)
      Glibc.exp(x)
    #elseif canImport(Musl)
      Musl.exp(x)
    #else
      ucrt.exp(x)
    #endif
  }

  static func sin(_ x: Double) -> Double {
    #if canImport(Darwin)
      Darwin.sin(x)
    #elseif canImport(Glibc)
      Glibc.sin(x)
    #elseif canImport(Musl)
      Musl.sin(x)
    #else
      ucrt.sin(x)
    #endif
  }

  static func cos(_ x: Double) -> Double {
    #if canImport(Darwin)
      Darwin.cos(x)
    #elseif canImport(Glibc)
      Glibc.cos(x)
    #elseif canImport(Musl)
      Musl.cos(x)
    #else
      ucrt.cos(x)
    #endif
  }
}
