package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases467 runs held-out set 467: AWS and Google middle-of-distribution failures (fourth draw), from the vendors' docs, labelled blind.
func TestIndependentCases467(t *testing.T) {
	runIndependent(t, "testdata/independent467.jsonl", false)
}

// TestGeneralise467DriveNotDownloadable checks Drive's fileNotDownloadable
// (a Docs Editors file fetched with alt=media: use files.export) as
// Google's clients render it, with near misses.
func TestGeneralise467DriveNotDownloadable(t *testing.T) {
	msg := "Only files with binary content can be downloaded. Use Export with Docs Editors files."
	runWordingCases(t, []wordingCase{
		{"rclone", "", 0, "", "ERROR : Budget 2026: Failed to copy: failed to open source object: open file failed: googleapi: Error 403: " + msg + ", fileNotDownloadable", rung.KindInvalid},
		{"go tool prefix", "", 0, "", "export: download 1AbCdEf: googleapi: Error 403: " + msg + ", fileNotDownloadable", rung.KindInvalid},
		{"node gaxios body", "", 0, "", `{"error":{"errors":[{"domain":"global","reason":"fileNotDownloadable","message":"` + msg + `","locationType":"parameter","location":"alt"}],"code":403,"message":"` + msg + `"}}`, rung.KindInvalid},
		{"gdrive cli", "", 0, "", "Failed to download file: googleapi: Error 403: " + msg + ", fileNotDownloadable", rung.KindInvalid},
		{"raw body with status", "http", 403, "", `{"error":{"code":403,"message":"` + msg + `","errors":[{"message":"` + msg + `","domain":"global","reason":"fileNotDownloadable","location":"alt","locationType":"parameter"}]}}`, rung.KindInvalid},
		// Near misses: Drive's refusals of the caller stay denied.
		{"appNotAuthorizedToFile stays denied", "", 0, "", "googleapi: Error 403: The user has not granted the app 123456789 read access to the file 1AbCdEf., appNotAuthorizedToFile", rung.KindDenied},
		{"insufficientFilePermissions stays denied", "http", 403, "", `{"error":{"code":403,"message":"The user does not have sufficient permissions for file 1AbCdEf.","errors":[{"domain":"global","reason":"insufficientFilePermissions","message":"The user does not have sufficient permissions for file 1AbCdEf."}]}}`, rung.KindDenied},
	})
}
