package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases367 runs held-out set 367: the dev sample's vendor mix drawn again (long tail), from the vendors' docs, labelled blind.
// First run at f71aefd: 23/35 overall, 14/25 tricky.
// Tolerated: i367-ssm-hierarchy-level-limit: premise vs invalid (set 148: Drive's hierarchy-depth limits, myDriveHierarchyDepthLimitExceeded, read premise; aws.go reads *LimitExceeded as a count limit): SSM's 15-level name rule is the name's, but the standing ruling reads depth limits as the world's; left for the lead.
// i367-glue-crawler-running passes since a run already started reads conflict (aws.go CrawlerRunningException, generic.go conflictWords).
// Tolerated: i367-pg-2f005-no-return: invalid vs premise (set 107's TestGeneralise107 keeps "control reached end of function without RETURN (SQLSTATE 2F005)" invalid as a neighbour; postgres.go class 2F sql_routine_exception): a class fix to premise was tried and broke that reading, so it was not landed.
// Tolerated: i367-pg-54011-too-many-columns: invalid vs premise (postgres.go: class 54 program_limit_exceeded reads invalid): the same text comes from CREATE TABLE (the call's) and ALTER TABLE ADD COLUMN (the table's state), so the class reading stays.
// i367-youtube-comments-disabled passes since a Google v1 reason naming a setting of the target switched off reads premise (codes.go googleReason).
// Fixed later by the lead: i367-sheets-cell-limit (heldlimits.go: a container the act would push past its limit).
// Tolerated: i367-github-draft-pr-unsupported: invalid vs premise (taxonomy GitHub row: 422 other than already_exists -> invalid; the feature-switched-off premise reading is for 404s, set 171).
func TestIndependentCases367(t *testing.T) {
	runIndependent(t, "testdata/independent367.jsonl", true, "i367-ssm-hierarchy-level-limit", "i367-pg-2f005-no-return", "i367-pg-54011-too-many-columns", "i367-github-draft-pr-unsupported")
}

// TestGeneralise367 checks the classes set 367 fixed: ESTALE and ENOBUFS
// in other runtimes' words read transient, and HTTP 506 and 510 read by
// their RFC meaning, with near misses that keep their reading.
func TestGeneralise367(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"python estale", "", 0, "", "OSError: [Errno 116] Stale file handle: '/mnt/nfs/data/part-0001.parquet'", rung.KindTransient},
		{"node estale", "", 0, "ESTALE", "ESTALE: stale file handle, open '/srv/share/config.json'", rung.KindTransient},
		{"rust estale", "", 0, "", "failed to read /mnt/nfs/index.db: Stale file handle (os error 116)", rung.KindTransient},
		{"python enobufs", "", 0, "", "OSError: [Errno 105] No buffer space available", rung.KindTransient},
		{"windows wsaenobufs", "", 0, "", "dial tcp 10.1.2.3:443: connectex: An operation on a socket could not be performed because the system lacked sufficient buffer space or because a queue was full.", rung.KindTransient},
		{"apache 506", "http", 506, "", "<title>506 Variant Also Negotiates</title> A variant for the requested resource is itself a negotiable resource.", rung.KindPremise},
		{"bare 506", "http", 506, "", "Variant Also Negotiates", rung.KindPremise},
		{"python 510", "http", 510, "", "urllib.error.HTTPError: HTTP Error 510: Not Extended", rung.KindInvalid},
		{"bare 510", "http", 510, "", "", rung.KindInvalid},
		// Near misses: a full disk and a read-only mount stay premise; a
		// 505 stays invalid and a 503 transient.
		{"enospc", "", 0, "", "write /mnt/nfs/out.csv: no space left on device", rung.KindPremise},
		{"erofs", "", 0, "", "open /mnt/nfs/out.csv: read-only file system", rung.KindPremise},
		{"http 505", "http", 505, "", "HTTP Version Not Supported", rung.KindInvalid},
		{"http 503", "http", 503, "", "Service Unavailable", rung.KindTransient},
	})
}

// TestGeneralise367RunStarted: a start call whose run is already running
// reads conflict (skip, carry the run forward); a state that forbids a
// change after something started, a thread started twice and a limit on
// concurrent runs keep their readings.
func TestGeneralise367RunStarted(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"glue crawler", "aws", 400, "CrawlerRunningException", "operation error Glue: StartCrawler, https response error StatusCode: 400, RequestID: 6c1d, CrawlerRunningException: Crawler with name nightly-logs has already started", rung.KindConflict},
		{"glue scheduler", "aws", 400, "SchedulerRunningException", "operation error Glue: StartCrawlerSchedule, https response error StatusCode: 400, RequestID: 6c1d, SchedulerRunningException: The specified scheduler is already running", rung.KindConflict},
		{"temporal go sdk", "", 0, "", "workflow execution already started", rung.KindConflict},
		{"temporal code", "", 0, "WorkflowExecutionAlreadyStarted", "Workflow execution is already running. WorkflowId: nightly, RunId: 1b2c.", rung.KindConflict},
		{"job api", "http", 409, "", `{"error":"job_already_started","message":"Job 42 has already been started"}`, rung.KindConflict},
		// Near misses.
		{"sale started", "http", 400, "", `{"message":"The sale has already started; prices can no longer be changed"}`, rung.KindInvalid},
		{"thread twice", "", 0, "", "RuntimeError: threads can only be started once", rung.KindInvalid},
		{"concurrent runs", "aws", 400, "ConcurrentRunsExceededException", "operation error Glue: StartJobRun, https response error StatusCode: 400, RequestID: x, ConcurrentRunsExceededException: Concurrent runs exceeded for job: nightly", rung.KindTransient},
	})
}

// TestGeneralise367TargetSettingDisabled: a Google v1 reason outside the
// table that names a setting of the target switched off reads premise,
// under a 403 too; the table's own Disabled reasons keep their readings.
func TestGeneralise367TargetSettingDisabled(t *testing.T) {
	body := func(status int, reason, msg string) string {
		return `{"error":{"code":` + itoa(status) + `,"message":"` + msg + `","errors":[{"message":"` + msg + `","domain":"youtube.commentThread","reason":"` + reason + `"}]}}`
	}
	runWordingCases(t, []wordingCase{
		{"youtube comments", "http", 403, "", body(403, "commentsDisabled", "The video identified by the videoId parameter has disabled comments."), rung.KindPremise},
		{"youtube ratings", "http", 403, "", body(403, "ratingsDisabled", "The requested video has disabled ratings."), rung.KindPremise},
		{"live chat", "http", 403, "", body(403, "liveChatDisabled", "Live chat is not enabled for the specified broadcast."), rung.KindPremise},
		{"googleapi text", "", 0, "", "googleapi: Error 403: The video identified by the videoId parameter has disabled comments., commentsDisabled", rung.KindPremise},
		{"400 embedding", "http", 400, "", body(400, "embeddingDisabled", "Embedding is disabled for this video."), rung.KindPremise},
		// Near misses: the caller's authority, a rate.
		{"forbidden", "http", 403, "", body(403, "forbidden", "The caller does not have permission."), rung.KindDenied},
		{"rate", "http", 403, "", body(403, "rateLimitExceeded", "Rate Limit Exceeded"), rung.KindTransient},
	})
}
