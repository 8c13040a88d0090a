package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at d01b4155: 29/34 overall, 15/19 tricky.
// Tolerated: i1378-graph-500-generalexception: transient vs unknown (the ruling that a bare 500 keeps its transient guess, set 1265 row under "The world's state behind a generic code"): Graph's generalException "An unspecified error has occurred." says no more than the status does.
func TestIndependentCases1378(t *testing.T) {
	runIndependent(t, "testdata/independent1378.jsonl", true, "i1378-graph-500-generalexception")
}

// TestGeneralise1378GraphInnerCode: a Microsoft Graph (OneDrive,
// SharePoint) error object is read by its most detailed code, the
// innerError's, as the OneDrive docs tell apps to; a 403 accessDenied
// whose inner code is serviceReadOnly is a wait, and malwareDetected is
// the file's own state, not the caller's authority. Near misses: an
// accessDenied with no inner code or an unlisted one keeps the refusal,
// and Drive's v1 cannotDownloadAbusiveFile keeps its own reading.
func TestGeneralise1378GraphInnerCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"graph serviceReadOnly", "http", 403, "", `{"error":{"code":"accessDenied","message":"Resource is temporarily read-only.","innerError":{"code":"serviceReadOnly"}}}`, rung.KindTransient},
		{"onedrive innererror serviceReadOnly", "http", 403, "", `{"error":{"code":"accessDenied","message":"Site is read-only for maintenance.","innererror":{"code":"serviceReadOnly"}}}`, rung.KindTransient},
		{"graph cannotSnapshotTree", "http", 500, "", `{"error":{"code":"generalException","message":"Failed to get a consistent delta snapshot. Try again later.","innerError":{"code":"cannotSnapshotTree"}}}`, rung.KindTransient},
		{"graph accessRestricted", "http", 403, "", `{"error":{"code":"accessDenied","message":"Access restricted to the item's owner.","innerError":{"code":"accessRestricted"}}}`, rung.KindDenied},
		{"graph malwareDetected", "http", 403, "", `{"error":{"code":"malwareDetected","message":"Malware was detected in the requested resource."}}`, rung.KindPremise},
		{"graph virusSuspicious", "http", 403, "", `{"error":{"code":"notAllowed","message":"This document is suspicious and may have a virus.","innerError":{"code":"virusSuspicious"}}}`, rung.KindPremise},
		{"graph childItemCountExceeded", "http", 400, "", `{"error":{"code":"invalidRequest","message":"Max limit on the number of child items was reached.","innerError":{"code":"childItemCountExceeded"}}}`, rung.KindPremise},
		// Near misses.
		{"graph accessDenied bare", "http", 403, "", `{"error":{"code":"accessDenied","message":"The caller does not have permission to perform the action."}}`, rung.KindDenied},
		{"graph accessDenied inner date only", "http", 403, "", `{"error":{"code":"accessDenied","message":"Access denied","innerError":{"date":"2026-12-06T04:51:02","request-id":"w1378"}}}`, rung.KindDenied},
		{"drive abusive file", "http", 403, "", `{"error":{"errors":[{"domain":"global","reason":"cannotDownloadAbusiveFile","message":"This file has been identified as malware or spam and cannot be downloaded.","locationType":"parameter","location":"acknowledgeAbuse"}],"code":403,"message":"This file has been identified as malware or spam and cannot be downloaded."}}`, rung.KindInvalid},
	})
}

// TestGeneralise1378QuotaAtThisMoment: a quota change the service refuses
// only "at this moment" (Azure Files ContainerQuotaDowngradeNotAllowed,
// with a next allowed time) is a wait, as "temporarily" is; a quota
// exhausted with no time word stays premise.
func TestGeneralise1378QuotaAtThisMoment(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"azure files quota downgrade", "http", 409, "ContainerQuotaDowngradeNotAllowed", "<?xml version=\"1.0\" encoding=\"utf-8\"?><Error><Code>ContainerQuotaDowngradeNotAllowed</Code><Message>Can't downgrade quota at this moment. Please check share properties for the next allowed quota downgrade time.\nRequestId:w1378</Message></Error>", rung.KindTransient},
		{"quota change at this moment", "http", 409, "", `{"message":"The quota cannot be changed at this moment; retry after the next allowed time."}`, rung.KindTransient},
		// Near misses.
		{"quota exhausted", "http", 409, "", `{"message":"Storage quota exhausted for this share."}`, rung.KindPremise},
		{"quota exceeded 403", "http", 403, "", `{"message":"You have exceeded your quota for this project."}`, rung.KindPremise},
	})
}

// TestGeneralise1378MinimumAPIVersion: a <X>VersionMismatch code whose
// message names the lowest version the operation requires ("requires
// 2020-02-10 or higher") is the request's API version, repaired; a
// version mismatch without it keeps the stale-copy ruling.
func TestGeneralise1378MinimumAPIVersion(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"azure files FeatureVersionMismatch", "http", 400, "FeatureVersionMismatch", "<?xml version=\"1.0\" encoding=\"utf-8\"?><Error><Code>FeatureVersionMismatch</Code><Message>Operation to access a resource on a file snapshot requires 2020-02-10 or higher.\nRequestId:w1378</Message></Error>", rung.KindInvalid},
		{"version mismatch requires later", "http", 400, "ApiVersionMismatch", "This operation requires API version 3 or later.", rung.KindInvalid},
		// Near misses.
		{"glue VersionMismatchException", "aws", 400, "VersionMismatchException", "Version mismatch: the table was updated by another writer.", rung.KindPremise},
		{"iot VersionConflictException", "aws", 409, "VersionConflictException", "The version for thing w1378-sensor does not match the expected version.", rung.KindPremise},
	})
}
