package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases392 runs held-out set 392: the dev sample's vendor mix, long tail (third draw), from the vendors' docs (PostgreSQL, Go and MCP lines captured live), labelled blind.
// First run at bf6b958: 26/35 overall, 15/23 tricky.
// Class-fixed after the first run: i392-slack-file-not-shared, i392-slack-no-pin, i392-slack-not-pinnable, i392-lambda-efs-mount-failure, i392-ec2-ami-unavailable, i392-drive-cannot-download-abusive-file.
// Tolerated: i392-sheets-unable-to-parse-range: invalid vs premise (set 179, "sheets 400 range stays invalid"): Sheets says the same words for a malformed range and for a tab that does not exist; the earlier ruling stands.
// Tolerated: i392-github-451-repository-access-blocked: premise vs denied (taxonomy HTTP 451 row: GitHub's "Repository access blocked" is a takedown for everyone, premise): the earlier ruling stands.
// Tolerated: i392-github-403-account-suspended: premise vs denied (set 267, "github account suspended" premise: a holder disabled, suspended or deactivated): the earlier ruling stands.
func TestIndependentCases392(t *testing.T) {
	runIndependent(t, "testdata/independent392.jsonl", true, "i392-sheets-unable-to-parse-range", "i392-github-451-repository-access-blocked", "i392-github-403-account-suspended")
}

// TestGeneralise392 checks Slack's pins codes (pins.remove's no_pin,
// pins.add's not_pinnable and file_not_shared) in the body and as Slack's
// clients render them, with near misses.
func TestGeneralise392(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python slack_sdk no_pin", "", 0, "", "The request to the Slack API failed. (url: https://slack.com/api/pins.remove)\nThe server responded with: {'ok': False, 'error': 'no_pin'}", rung.KindConflict},
		{"node web-api no_pin", "", 0, "", "An API error occurred: no_pin", rung.KindConflict},
		{"raw body not_pinnable", "http", 200, "", `{"ok":false,"error":"not_pinnable","warning":"missing_charset"}`, rung.KindInvalid},
		{"node web-api not_pinnable", "", 0, "", "An API error occurred: not_pinnable", rung.KindInvalid},
		{"python slack_sdk file_not_shared", "", 0, "", "The request to the Slack API failed. (url: https://slack.com/api/pins.add)\nThe server responded with: {'ok': False, 'error': 'file_not_shared'}", rung.KindPremise},
		{"node web-api file_not_shared", "", 0, "", "An API error occurred: file_not_shared", rung.KindPremise},
		// Near misses: the neighbouring pins codes keep their reading.
		{"already_pinned stays conflict", "http", 200, "", `{"ok":false,"error":"already_pinned"}`, rung.KindConflict},
		{"message_not_found stays premise", "http", 200, "", `{"ok":false,"error":"message_not_found"}`, rung.KindPremise},
		{"no_text stays invalid", "http", 200, "", `{"ok":false,"error":"no_text"}`, rung.KindInvalid},
	})
}

// TestGeneralise392Lambda checks Lambda's EFS mount failures as each AWS SDK
// renders them: a misconfigured mount is premise even under a 403, a timed
// out mount transient, with near misses.
func TestGeneralise392Lambda(t *testing.T) {
	msg := "The Lambda function couldn't mount the configured file system due to a permission or configuration issue."
	runWordingCases(t, []wordingCase{
		{"boto3", "", 0, "", "An error occurred (EFSMountFailureException) when calling the Invoke operation: " + msg, rung.KindPremise},
		{"aws-sdk-go v1", "", 0, "", "EFSMountFailureException: " + msg + "\n\tstatus code: 403, request id: 5b0f4d3e-1c2a-4e8b-9d7f-6a5c4b3a2e1d", rung.KindPremise},
		{"aws-sdk-js v3", "", 0, "", "EFSMountFailureException: " + msg, rung.KindPremise},
		{"aws-sdk-java v1", "", 0, "", msg + " (Service: AWSLambda; Status Code: 403; Error Code: EFSMountFailureException; Request ID: 5b0f4d3e-1c2a-4e8b-9d7f-6a5c4b3a2e1d; Proxy: null)", rung.KindPremise},
		{"aws cli", "", 0, "", "An error occurred (EFSMountFailureException) when calling the Invoke operation (reached max retries: 0): " + msg, rung.KindPremise},
		{"go v2 timeout", "aws", 408, "EFSMountTimeoutException", "operation error Lambda: Invoke, https response error StatusCode: 408, RequestID: 1a2b, EFSMountTimeoutException: The Lambda function made a network connection to the configured file system, but the mount operation timed out.", rung.KindTransient},
		// Near misses: a connectivity failure stays transient, the caller's
		// own AccessDenied stays denied.
		{"connectivity stays transient", "", 0, "", "An error occurred (EFSMountConnectivityException) when calling the Invoke operation: The Lambda function couldn't make a network connection to the configured file system.", rung.KindTransient},
		{"caller access denied", "", 0, "", "An error occurred (AccessDeniedException) when calling the Invoke operation: User: arn:aws:iam::123456789012:user/agent is not authorized to perform: lambda:InvokeFunction on resource: arn:aws:lambda:us-east-1:123456789012:function:export", rung.KindDenied},
	})
}

// TestGeneralise392Unavailable checks AWS codes ending in ".Unavailable":
// transient, unless the message says the thing is gone (EC2's
// InvalidAMIID.Unavailable "is no longer available": a deregistered image),
// with near misses.
func TestGeneralise392Unavailable(t *testing.T) {
	gone := "The image id '[ami-0abcd1234efgh5678]' is no longer available"
	runWordingCases(t, []wordingCase{
		{"boto3", "", 0, "", "An error occurred (InvalidAMIID.Unavailable) when calling the RunInstances operation: " + gone, rung.KindPremise},
		{"aws-sdk-go v1", "", 0, "", "InvalidAMIID.Unavailable: " + gone + "\n\tstatus code: 400, request id: 9f8e7d6c-5b4a-3c2d-1e0f-a9b8c7d6e5f4", rung.KindPremise},
		{"terraform", "", 0, "", "Error: creating EC2 Instance: operation error EC2: RunInstances, https response error StatusCode: 400, RequestID: 9f8e7d6c, api error InvalidAMIID.Unavailable: " + gone, rung.KindPremise},
		{"packer", "", 0, "", "Error launching source instance: InvalidAMIID.Unavailable: " + gone, rung.KindPremise},
		{"aws-sdk-js v3", "aws", 400, "InvalidAMIID.Unavailable", "InvalidAMIID.Unavailable: " + gone, rung.KindPremise},
		// Near misses: a ".Unavailable" code that says nothing of the thing
		// being gone stays transient; a NotFound stays premise.
		{"unavailable for now", "aws", 400, "InvalidAMIID.Unavailable", "InvalidAMIID.Unavailable: The image id '[ami-0abcd1234efgh5678]' is currently in a transitional state. Try again later.", rung.KindTransient},
		{"not found stays premise", "", 0, "", "An error occurred (InvalidAMIID.NotFound) when calling the RunInstances operation: The image id '[ami-0abcd1234efgh5678]' does not exist", rung.KindPremise},
	})
}

// TestGeneralise392AbusiveFile checks Drive's cannotDownloadAbusiveFile (a
// 403 fixed by acknowledgeAbuse=true) as Google's clients render it, with
// near misses.
func TestGeneralise392AbusiveFile(t *testing.T) {
	msg := "This file has been identified as malware or spam and cannot be downloaded."
	runWordingCases(t, []wordingCase{
		{"go googleapi", "", 0, "", "googleapi: Error 403: " + msg + ", cannotDownloadAbusiveFile", rung.KindInvalid},
		{"rclone", "", 0, "", "ERROR : report.exe: Failed to copy: failed to open source object: open file failed: googleapi: Error 403: " + msg + ", cannotDownloadAbusiveFile", rung.KindInvalid},
		{"go tool prefix", "", 0, "", "sync: download 1AbCdEf: googleapi: Error 403: " + msg + ", cannotDownloadAbusiveFile", rung.KindInvalid},
		{"logged body, no status", "", 0, "", `{"error":{"errors":[{"domain":"global","reason":"cannotDownloadAbusiveFile","message":"` + msg + `","locationType":"parameter","location":"acknowledgeAbuse"}],"code":403,"message":"` + msg + `"}}`, rung.KindInvalid},
		{"gdrive cli", "", 0, "", "Failed to download file: googleapi: Error 403: " + msg + ", cannotDownloadAbusiveFile", rung.KindInvalid},
		{"raw body", "http", 403, "", `{"error":{"code":403,"message":"` + msg + `","errors":[{"message":"` + msg + `","domain":"global","reason":"cannotDownloadAbusiveFile","location":"acknowledgeAbuse","locationType":"parameter"}]}}`, rung.KindInvalid},
		// Near misses: Drive's missing-permission 403s stay denied.
		{"insufficientPermissions stays denied", "", 0, "", "googleapi: Error 403: Insufficient Permission: Request had insufficient authentication scopes., insufficientPermissions", rung.KindDenied},
		{"plain 403 stays denied", "http", 403, "", `{"error":{"code":403,"message":"The caller does not have permission","status":"PERMISSION_DENIED"}}`, rung.KindDenied},
	})
}
