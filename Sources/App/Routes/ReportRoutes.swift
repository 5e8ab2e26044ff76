import Analytics
import Campaigns
import DialogWeb
import HTTPServer

extension Routes {
  /// `GET /api/report/{campaign}` (JSON, `?format=csv`) and the page `/report/{campaign}`;
  /// both behind `--report-token` when it is set.
  static func addReportRoutes(to router: inout Router, _ context: AppContext) {
    let access = ReportAccess(token: context.configuration.reportToken)
    router.add("GET", "/api/report/{campaign}") { request in
      try access.check(request, allowQueryToken: false)
      let format = request.queryValue("format") ?? "json"
      if let sliced = try buildSliced(request, context) {
        switch format {
        case "json":
          return Response(contentType: "application/json", text: sliced.json())
        case "csv":
          var response = Response(contentType: "text/csv; charset=utf-8", text: sliced.csv())
          response.setHeader(
            "Content-Disposition",
            "attachment; filename=\"\(sliced.campaign)-report-by-\(sliced.by.rawValue).csv\"")
          return response
        default:
          throw HTTPError(400, "format must be json or csv.")
        }
      }
      let (_, report) = try build(request, context)
      switch format {
      case "json":
        return Response(contentType: "application/json", text: report.json())
      case "csv":
        var response = Response(contentType: "text/csv; charset=utf-8", text: report.csv())
        response.setHeader("Content-Disposition", "attachment; filename=\"\(report.campaign)-report.csv\"")
        return response
      default:
        throw HTTPError(400, "format must be json or csv.")
      }
    }
    router.add("GET", "/report/{campaign}") { request in
      try access.check(request, allowQueryToken: true)
      // The page's form sends an empty date for a blank field: that is no bound.
      let (campaign, report) = try build(request, context, emptyDateIsAbsent: true)
      // A grace period other than the default stays in the CSV and JSON links (and the form).
      let grace = report.delivery.map(\.grace).flatMap {
        $0 == DeliveryLedger.defaultGrace ? nil : String($0)
      }
      let sliced = try buildSliced(request, context, emptyIsAbsent: true)
      let links = URLQuery.encode(
        [("source", report.source.rawValue)]
          + [("from", report.from), ("to", report.to), ("delivery_grace", grace)].compactMap { name, value in
            value.map { (name, $0) }
          })
      let token = context.configuration.reportToken == nil ? nil : request.queryValue("token")
      let html = ReportPage.render(
        report.withPeekingWarning(), title: campaign.title,
        csvLink: "/api/report/\(campaign.id)?format=csv&\(links)",
        jsonLink: "/api/report/\(campaign.id)?\(links)", token: token, slices: sliced)
      var response = Response(contentType: "text/html; charset=utf-8", text: html)
      response.setHeader("Cache-Control", "no-store")
      // The token in the page's form beside the query it reflects: never compressed (BREACH).
      response.carriesSecret = token != nil
      return response
    }
  }

  /// The sliced report when the request has `by` (the page's form sends an empty `by` for none), else
  /// nil; a bad `by`, source, date or `delivery_grace` is a 400 naming the valid values (the sliced
  /// report has no delivery section, but a parameter the contract documents is checked wherever it is
  /// sent, as on the whole report).
  static func buildSliced(_ request: Request, _ context: AppContext, emptyIsAbsent: Bool = false) throws
    -> SliceReport?
  {
    func value(_ name: String) -> String? {
      let value = request.queryValue(name)
      return emptyIsAbsent && value?.isEmpty == true ? nil : value
    }
    let campaign = try CampaignLookup.campaign(of: request, context)
    do {
      guard let dimension = try ReportBuilder.dimension(value("by")) else { return nil }
      let source = try ReportBuilder.source(request.queryValue("source"))
      _ = try ReportBuilder.deliveryGrace(request.queryValue("delivery_grace"))
      let range = try ReportTimeRange.parse(from: value("from"), to: value("to"))
      do {
        return try ReportBuilder.sliced(
          campaign: campaign, store: context.events.store, source: source, range: range, by: dimension)
      } catch {
        throw HTTPError(503, "The database is unavailable: \(error.message)", headers: ["Retry-After": "5"])
      }
    } catch let error as ReportInputError {
      throw HTTPError(400, error.message)
    }
  }

  static func build(_ request: Request, _ context: AppContext, emptyDateIsAbsent: Bool = false) throws
    -> (Campaign, Report)
  {
    func date(_ name: String) -> String? {
      let value = request.queryValue(name)
      return emptyDateIsAbsent && value?.isEmpty == true ? nil : value
    }
    let campaign = try CampaignLookup.campaign(of: request, context)
    do {
      let source = try ReportBuilder.source(request.queryValue("source"))
      let range = try ReportTimeRange.parse(from: date("from"), to: date("to"))
      let grace = try ReportBuilder.deliveryGrace(request.queryValue("delivery_grace"))
      do {
        return (
          campaign,
          try ReportBuilder.report(
            campaign: campaign, store: context.events.store, source: source, range: range,
            deliveryGrace: grace)
        )
      } catch {
        throw HTTPError(503, "The database is unavailable: \(error.message)", headers: ["Retry-After": "5"])
      }
    } catch let error as ReportInputError {
      throw HTTPError(400, error.message)
    }
  }
}
