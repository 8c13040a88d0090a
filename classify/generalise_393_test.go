package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases393 runs held-out set 393: rare and vendor HTTP statuses (IIS substatuses, Cloudflare 52x/530, WebDAV, Vercel, Shopify, Graph), from the vendors' docs, labelled blind.
func TestIndependentCases393(t *testing.T) {
	runIndependent(t, "testdata/independent393.jsonl", false)
}

// TestGeneralise393 checks IIS detailed error pages, whose "HTTP Error
// NNN.S" substatus says what a 404 or 403 really is (request filtering
// limits and policies, configuration), as IIS Express, Azure App Service
// and PowerShell's Invoke-WebRequest show them, with near misses.
func TestGeneralise393(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"iis url too long", "http", 404, "", "HTTP Error 404.14 - Not Found\nThe request filtering module is configured to deny a request where the URL is too long.", rung.KindInvalid},
		{"powershell high bit", "", 404, "", "Invoke-WebRequest : HTTP Error 404.12 - Not Found The request filtering module is configured to deny a request that contains high bit characters.", rung.KindInvalid},
		{"iis express url sequence", "http", 404, "", "IIS 10.0 Detailed Error - 404.5 - Not Found\nHTTP Error 404.5 - Not Found\nThe request filtering module is configured to deny the URL sequence.", rung.KindDenied},
		{"app service filtering rule", "http", 404, "", "HTTP Error 404.19 - Not Found\nThe request filtering module is configured to deny access based on filtering rules.", rung.KindDenied},
		{"ancm bad module", "http", 500, "", "HTTP Error 500.21 - Internal Server Error\nHandler \"aspNetCore\" has a bad module \"AspNetCoreModuleV2\" in its module list", rung.KindPremise},
		{"header too long", "http", 404, "", "HTTP Error 404.10 - Not Found\nThe request filtering module is configured to deny a request where the header is too long.", rung.KindInvalid},
		// Near misses: Python urllib's "HTTP Error 404: Not Found" has no
		// substatus and keeps the status's reading; a substatus IIS's
		// table does not list is left to the status too.
		{"urllib 404", "http", 404, "", "HTTP Error 404: Not Found", rung.KindPremise},
		{"urllib 403", "http", 403, "", "HTTP Error 403: Forbidden", rung.KindDenied},
		{"unlisted substatus", "http", 503, "", "HTTP Error 503.0 - Service Unavailable", rung.KindTransient},
	})
}
