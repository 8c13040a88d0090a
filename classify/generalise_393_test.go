package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases393 runs held-out set 393: rare and vendor HTTP statuses (IIS substatuses, Cloudflare 52x/530, WebDAV, Vercel, Shopify, Graph), from the vendors' docs, labelled blind.
// First run at fbee1a2: 22/35 overall, 10/22 tricky.
// Tolerated: i393-cf-1033-tunnel-error: premise vs transient (taxonomy's Cloudflare 1xxx row lists 1033 premise): the tunnel's connector is down, which the row reads as the site's setup; left for the lead.
// i393-shopify-423-shop-locked passes since the lead's class fixes after set 393 (a security rejection denied, an account-state 423 premise).
// Tolerated: i393-oci-416-upload-range: invalid vs premise (taxonomy's 4xx row reads 416 invalid): the registry's Range header carries the real upload progress, which no rule reads yet.
// i393-shopify-430-security-rejection passes since the lead's class fixes after set 393 (a security rejection denied, an account-state 423 premise).
func TestIndependentCases393(t *testing.T) {
	runIndependent(t, "testdata/independent393.jsonl", true, "i393-cf-1033-tunnel-error", "i393-oci-416-upload-range")
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

// TestGeneralise393Cloudflare checks Cloudflare 1xxx pages as their text
// renders with the HTML stripped ("Error 1020 Ray ID: ..."), as a fetch
// tool, lynx -dump or a browser's copy gives them, with near misses.
func TestGeneralise393Cloudflare(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"fetch tool 1016", "", 530, "", "Error 1016 Ray ID: 7d2a9c1b3e4f5a60 • 2026-11-03 10:31:07 UTC\nOrigin DNS error\nPerformance & security by Cloudflare", rung.KindPremise},
		{"lynx 1020", "http", 403, "", "Access denied\n   Error 1020 Ray ID: 7d2a9c1b3e4f5a61\n   This website is using a security service to protect itself from online attacks. Cloudflare", rung.KindDenied},
		{"copied 1003", "http", 403, "", "Direct IP access not allowed | Cloudflare\nError 1003 Ray ID: 7d2a9c1b3e4f5a62", rung.KindInvalid},
		{"markdown 1015", "", 429, "", "# Error 1015 Ray ID: 7d2a9c1b3e4f5a63\n## You are being rate limited\nThe owner of this website has banned you temporarily from accessing this website. Cloudflare", rung.KindTransient},
		{"w3m 1033", "http", 530, "", "Error 1033 Ray ID: 7d2a9c1b3e4f5a64\nCloudflare Tunnel error\nThe host is configured as a Cloudflare Tunnel", rung.KindPremise},
		// Near misses: a number outside Cloudflare's 1xxx table, and a
		// Cloudflare 5xx page with no 1xxx number, keep the status's
		// reading.
		{"unlisted number", "http", 502, "", "Error 9999 Ray ID: 7d2a9c1b3e4f5a65\nBad gateway\nCloudflare", rung.KindTransient},
		{"cloudflare 502 page", "http", 502, "", "Bad gateway Error code 502\nVisit cloudflare.com for more information.\n2026-11-03 10:33:12 UTC", rung.KindTransient},
	})
}

// TestGeneralise393FullyHeld checks a resumed download that the server
// answers with 416 because the local copy is already whole, in several
// downloaders' words, with near misses.
func TestGeneralise393FullyHeld(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"yt-dlp", "", 416, "", "[download] lecture-01.mp4 has already been downloaded", rung.KindConflict},
		{"generic downloader", "http", 416, "", "416 Range Not Satisfiable: backup.tar.gz already fully downloaded (1048576 bytes)", rung.KindConflict},
		{"resume helper", "http", 416, "", "Requested Range Not Satisfiable: the file has already been fully downloaded", rung.KindConflict},
		{"sync tool", "", 416, "", "GET https://files.example.com/data.csv: 416: download already complete, skipping", rung.KindConflict},
		{"mirror script", "http", 416, "", "dump.sql.gz: 416 Requested Range Not Satisfiable (already completely downloaded)", rung.KindConflict},
		// Near misses: a bare 416 and a range past the end with no word of
		// a whole local copy stay a wrong request.
		{"bare 416", "http", 416, "", "HTTP/1.1 416 Requested Range Not Satisfiable\nContent-Range: bytes */1048576", rung.KindInvalid},
		{"offset past end", "http", 416, "", "requested range not satisfiable: offset 2097152 exceeds the object size", rung.KindInvalid},
	})
}
