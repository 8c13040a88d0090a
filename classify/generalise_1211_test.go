package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at e526e83a: 30/32 overall, 19/21 tricky.
// Fixed: i1211-ant-file-storage-limit (Anthropic's permission_error read as
// a 403's body; TestGeneralise1211StorageLimit).
// Passes since the lead's Gemini Files ruling after set 1211 (hedgednotfound.go geminiFileGone); was tolerated: i1211-gem-file-expired: denied vs premise ("Google's permission-first \"Permission 'x' denied on resource (or it may not exist)\" ... stay denied (sets 15, 34, 328)", taxonomy set 355 and 661 rows): Gemini Files are deleted after 48 hours, so a file the plan uploaded earlier is most likely gone, but the sentence leads with permission as the ruling's wordings do.
func TestIndependentCases1211(t *testing.T) {
	runIndependent(t, "testdata/independent1211.jsonl", true)
}

// TestGeneralise1211StorageLimit holds set 1211's fix: Anthropic's
// permission_error is the type of every 403 it sends, so a message showing
// a full store reads as a 403's body does (premise), and "the 100GB
// storage limit" reached is the account's storage allowance. A plain
// permission_error and a request over its own size keep their kinds.
func TestGeneralise1211StorageLimit(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic files 403 sdk", "anthropic", 403, "permission_error", `POST "https://api.anthropic.com/v1/files": 403 Forbidden {"type":"error","error":{"type":"permission_error","message":"Your organization has reached the 100GB storage limit"}}`, rung.KindPremise},
		{"anthropic files 403 body", "anthropic", 403, "permission_error", `{"type":"error","error":{"type":"permission_error","message":"Your workspace has reached the storage limit. Delete files to free up space."}}`, rung.KindPremise},
		{"generic 403 storage", "http", 403, "", `{"error":"Your account has reached the 2TB storage limit of its plan"}`, rung.KindPremise},
		{"anthropic plain permission", "anthropic", 403, "permission_error", `{"type":"error","error":{"type":"permission_error","message":"Your API key does not have permission to use the specified resource."}}`, rung.KindDenied},
		{"anthropic file too large", "anthropic", 413, "request_too_large", `{"type":"error","error":{"type":"request_too_large","message":"File exceeds the 500 MB upload limit"}}`, rung.KindInvalid},
		{"plain 403 forbidden", "http", 403, "", `{"message":"Forbidden: the key cannot write to bucket w1211-logs"}`, rung.KindDenied},
	})
}
