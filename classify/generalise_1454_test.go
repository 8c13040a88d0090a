package classify

import "testing"

// First run at 4c7efad2: 25/36 overall, 8/18 tricky.
func TestIndependentCases1454(t *testing.T) {
	runIndependent(t, "testdata/independent1454.jsonl", true)
}

// TestGeneralise1454FirecrawlCodes: Firecrawl's scrape endpoints send every
// TransportableError under 500 (408 for SCRAPE_TIMEOUT) with its code in the
// body (apps/api/src/lib/error.ts ErrorCodes, scraper/scrapeURL/error.ts):
// the code, not the status, decides. A failure Firecrawl has not coded
// (UNKNOWN_ERROR) and a bare 500 stay a server fault.
func TestGeneralise1454FirecrawlCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"all engines failed", "http", 500, "SCRAPE_ALL_ENGINES_FAILED", `{"success":false,"code":"SCRAPE_ALL_ENGINES_FAILED","error":"All scraping engines failed! -- Double check the URL to make sure it's not broken."}`, premise},
		{"dns", "http", 500, "SCRAPE_DNS_RESOLUTION_ERROR", `{"success":false,"code":"SCRAPE_DNS_RESOLUTION_ERROR","error":"DNS resolution failed for hostname: shop.example.org. Please check if the domain is valid and accessible."}`, premise},
		{"ssl, skipTlsVerification on", "http", 500, "SCRAPE_SSL_ERROR", `{"success":false,"code":"SCRAPE_SSL_ERROR","error":"An SSL error occurred while scraping the URL. Since you have ` + "`skipTlsVerification`" + ` enabled, this means that the TLS configuration of the target site is completely broken. Try scraping the plain HTTP version of the page."}`, invalid},
		{"pdf time", "http", 500, "SCRAPE_PDF_INSUFFICIENT_TIME_ERROR", `{"success":false,"code":"SCRAPE_PDF_INSUFFICIENT_TIME_ERROR","error":"Insufficient time to process PDF of 40 pages. Please increase the timeout parameter in your scrape request to at least 60000ms."}`, invalid},
		{"pdf prefetch", "http", 500, "SCRAPE_PDF_PREFETCH_FAILED", `{"success":false,"code":"SCRAPE_PDF_PREFETCH_FAILED","error":"Failed to prefetch PDF that is protected by anti-bot. Please contact help@firecrawl.com"}`, denied},
		{"zdr code", "http", 500, "SCRAPE_ZDR_VIOLATION_ERROR", `{"success":false,"code":"SCRAPE_ZDR_VIOLATION_ERROR","error":"Screenshot is not supported when using zeroDataRetention. Please contact support@firecrawl.com to unblock this feature."}`, denied},
		{"map timeout", "http", 500, "MAP_TIMEOUT", `{"success":false,"code":"MAP_TIMEOUT","error":"Map timed out"}`, transient},
		{"scrape timeout", "http", 408, "SCRAPE_TIMEOUT", `{"success":false,"code":"SCRAPE_TIMEOUT","error":"Scrape timed out"}`, transient},
		{"near miss: uncoded internal error", "http", 500, "UNKNOWN_ERROR", `{"success":false,"code":"UNKNOWN_ERROR","error":"(Internal server error) - socket hang up"}`, transient},
		{"near miss: bare 500", "http", 500, "", `{"success":false,"error":"Internal server error"}`, transient},
	})
}

// TestGeneralise1454ZeroDataRetention: Firecrawl refuses endpoints a team's
// zero-data-retention setting bars, under 400 or 403 (controllers/v1 and v2:
// "Your team has zero data retention enabled. This is not supported on X",
// "Zero data retention is enabled for this team"): an account policy, not the
// call. A request that merely sets the option wrongly stays invalid.
func TestGeneralise1454ZeroDataRetention(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"extract", "http", 400, "", `{"success":false,"error":"Your team has zero data retention enabled. This is not supported on map. Please contact support@firecrawl.com to unblock this feature."}`, denied},
		{"crawl", "http", 403, "", `{"success":false,"error":"Zero data retention is enabled for this team. If you're interested in ZDR, please contact support@firecrawl.com"}`, denied},
		{"near miss: option type", "http", 400, "", `{"success":false,"error":"Bad Request","details":[{"path":["zeroDataRetention"],"message":"Expected boolean, received string"}]}`, invalid},
	})
}

// TestGeneralise1454MonthExhausted: an allowance said exhausted for a month
// or a day (SerpApi's 200 "Your searches for the month are exhausted.") is a
// spent quota, premise under any status; a pool exhausted for now stays a wait.
func TestGeneralise1454MonthExhausted(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"serpapi month", "http", 200, "", `{"error": "Your searches for the month are exhausted. You can upgrade plans on SerpApi.com website."}`, premise},
		{"credits this month", "http", 200, "", `{"error":"Your credits for this month have been exhausted."}`, premise},
		{"near miss: shared capacity", "http", 429, "", `{"error":{"code":429,"message":"Resource has been exhausted (e.g. check quota).","status":"RESOURCE_EXHAUSTED"}}`, transient},
	})
}

// TestGeneralise1454MediaWikiCodes: MediaWiki's Action API answers 200 with
// {"error":{"code":...}}; articleexists (apierror-articleexists) is a page
// already there, protectedpage an authority. missingtitle stays premise.
func TestGeneralise1454MediaWikiCodes(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"articleexists", "http", 200, "articleexists", `{"error":{"code":"articleexists","info":"The page you tried to create has been created already."}}`, conflict},
		{"protectedpage", "http", 200, "protectedpage", `{"error":{"code":"protectedpage","info":"This page has been protected to prevent editing or other actions."}}`, denied},
		{"near miss: missingtitle", "http", 200, "missingtitle", `{"error":{"code":"missingtitle","info":"The page you specified doesn't exist."}}`, premise},
	})
}

// TestGeneralise1454BothSpecified: two mutually exclusive arguments given
// together (google-maps-services-go's request validation) is the call's.
func TestGeneralise1454BothSpecified(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"departure and arrival", "go", 0, "", "maps: DepartureTime and ArrivalTime both specified", invalid},
		{"radius with rankby", "go", 0, "", "maps: Radius specified with RankByDistance", invalid},
		{"near miss: nothing specified", "go", 0, "", "maps: origin missing", invalid},
	})
}

// TestGeneralise1454SeparateSubscription: a valid key whose plan lacks the
// product (OpenWeatherMap One Call 3.0's 401) is premise; a missing or bad
// subscription key (Azure API Management's 401) stays denied.
func TestGeneralise1454SeparateSubscription(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"owm one call", "http", 401, "", `{"cod":401, "message": "Please note that using One Call 3.0 requires a separate subscription to the One Call by Call plan. Learn more here https://openweathermap.org/price."}`, premise},
		{"requires a subscription to the", "http", 403, "", `{"message":"This endpoint requires a subscription to the Historical Data add-on."}`, premise},
		{"near miss: apim key", "http", 401, "", `{ "statusCode": 401, "message": "Access denied due to missing subscription key. Make sure to include subscription key when making requests to an API." }`, denied},
		{"near miss: owm bad key", "http", 401, "", `{"cod":401, "message": "Invalid API key. Please see https://openweathermap.org/faq#error401 for more info."}`, denied},
	})
}

// TestGeneralise1454KeylessMethod: a method that needs an API key called
// without one (tavily-python's keyless mode) is denied; a keyless call over
// its rate limit stays a wait.
func TestGeneralise1454KeylessMethod(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"tavily map keyless", "", 0, "", "`map` is not available in keyless mode. Only `search` and `extract` can be called without an API key. Pass an `api_key` to TavilyClient (or set TAVILY_API_KEY) to use this method.", denied},
		{"requires an api key", "http", 400, "", `{"error":"This endpoint requires an API key."}`, denied},
		{"near miss: keyless rate", "http", 429, "", `{"error":{"code":"keyless_rate_limited","message":"Too many keyless requests, retry in 60 seconds."}}`, transient},
	})
}
