package classify

import "testing"

// First run at f4ba2498: 29/34 overall, 12/17 tricky.
// Tolerated: i1445-oai-img-moderation: invalid vs denied (ruling): sets 32, 185, 251, 366 and 468 read OpenAI's safety-system rejection of a prompt (moderation_blocked, content_policy_violation) as a rejected prompt to rephrase (codes.go "is a rejected prompt"; set 479's toleration); this set read it as a policy refusal.
// Tolerated: i1445-oai-files-content-purpose: premise vs denied (ruling): set 89 reads a download barred by how the file was made (Anthropic file_not_downloadable) as premise, and set 1445's mend reads OpenAI's "Not allowed to download files of purpose" the same way (downloadable.go); this set read "Not allowed" as a policy refusal.
// Tolerated: i1445-ant-files-download-upload: premise vs denied (ruling): as above, set 89's file_not_downloadable ruling (anthropiccode.go, downloadable.go).
func TestIndependentCases1445(t *testing.T) {
	runIndependent(t, "testdata/independent1445.jsonl", true, "i1445-oai-img-moderation", "i1445-oai-files-content-purpose", "i1445-ant-files-download-upload")
}

// TestGeneralise1445StillInProgress: work the call needs the end of, named
// by its status word after "still" ("is still in_progress", "still in
// progress"), under a generic invalid_request_error, is a wait: the work ends
// by itself (Anthropic Message Batches results before processing_status is
// ended; docs.anthropic.com batch-processing). Near misses: a cancel of work
// that already ended stays conflict, a missing batch premise, a malformed
// argument invalid.
func TestGeneralise1445StillInProgress(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic batch results before end", "anthropic", 400, "invalid_request_error", `anthropic: 400 Message Batch msgbatch_01Tz is still in_progress. Results are available once processing_status is ended. (request_id: req_1, path: /v1/messages/batches/msgbatch_01Tz/results, type: invalid_request_error)`, transient},
		{"openai batch output before end", "openai", 400, "invalid_request_error", `{"code":null,"message":"Batch batch_abc123 is still in progress; its output file is not available yet.","param":null,"type":"invalid_request_error"}`, transient},
		{"job still in-progress", "http", 400, "", `{"error":"export job 42 is still in-progress"}`, transient},
		// Near misses.
		{"cancel of an ended batch", "anthropic", 400, "invalid_request_error", `anthropic: 400 Message Batch msgbatch_01Tz has already ended and cannot be canceled. (type: invalid_request_error)`, conflict},
		{"openai cancel not in progress", "openai", 400, "invalid_request_error", `{"code":null,"message":"Batch batch_abc123 is not in progress and cannot be cancelled.","param":null,"type":"invalid_request_error"}`, conflict},
		{"batch missing", "anthropic", 404, "not_found_error", `anthropic: 404 Message Batch msgbatch_01Tz not found (type: not_found_error)`, premise},
		{"bad limit", "anthropic", 400, "invalid_request_error", `anthropic: 400 limit: Input should be less than or equal to 1000 (type: invalid_request_error)`, invalid},
	})
}

// TestGeneralise1445CancelFirst: an act refused because the object's work
// still runs, where the message asks the caller to cancel or stop it first
// (Anthropic: "Message Batches can only be deleted once they've finished
// processing. If you'd like to delete an in-progress batch, you must first
// cancel it", anthropic-sdk-go messagebatch.go), is stopFirstWords' class
// for any work: premise, the plan lacks the cancel. Near misses: a settling
// state with no act asked, a cancel of work already ended, a report of a
// cancel in progress.
func TestGeneralise1445CancelFirst(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic delete in_progress", "anthropic", 400, "invalid_request_error", `anthropic: 400 Message Batch msgbatch_01Tz cannot be deleted while it is in_progress. Cancel the batch and wait for processing to end before deleting it. (type: invalid_request_error)`, premise},
		{"must first cancel", "anthropic", 400, "invalid_request_error", `anthropic: 400 Message Batches can only be deleted once they've finished processing. If you'd like to delete an in-progress batch, you must first cancel it. (type: invalid_request_error)`, premise},
		{"job running stop first", "openai", 400, "invalid_request_error", `{"code":null,"message":"Fine-tuning job ftjob-abc is running and cannot be deleted; please cancel it first.","param":null,"type":"invalid_request_error"}`, premise},
		{"must be cancelled first", "http", 400, "", `{"message":"Pipeline 77 is in progress and cannot be removed: it must be cancelled first"}`, premise},
		// Near misses.
		{"cancel of ended work", "anthropic", 400, "invalid_request_error", `anthropic: 400 Message Batch msgbatch_01Tz has already ended and cannot be canceled. (type: invalid_request_error)`, conflict},
		{"cancel in progress report", "anthropic", 400, "invalid_request_error", `anthropic: 400 A cancel of msgbatch_01Tz is still in progress; results will be ready before long. (type: invalid_request_error)`, transient},
		{"results still in progress", "anthropic", 400, "invalid_request_error", `anthropic: 400 Message Batch msgbatch_01Tz is still in_progress. (type: invalid_request_error)`, transient},
	})
}

// TestGeneralise1445Undownloadable: a download refused for an attribute the
// stored file got when it was made (only tool-made files, or not files of
// this purpose) reads as Anthropic's error_code file_not_downloadable does,
// premise (set 89, anthropiccode.go), when the SDK's text carries no code
// (docs.anthropic.com/en/docs/build-with-claude/files; OpenAI Files content).
// Near misses: Drive's "Only files with binary content can be downloaded.
// Use Export" stays invalid (another call fetches it, set 467), and its
// malware refusal invalid (set 392).
func TestGeneralise1445Undownloadable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"anthropic not downloadable text", "anthropic", 400, "invalid_request_error", `anthropic: 400 File file_011CNha8 is not downloadable. Only files created by a tool, such as the code execution tool, can be downloaded. (request_id: req_1, path: /v1/files/file_011CNha8/content, type: invalid_request_error)`, premise},
		{"anthropic only files created by", "anthropic", 400, "invalid_request_error", `anthropic: 400 File file_011CPr7T cannot be downloaded. Only files created by the code execution tool or skills can be downloaded. (type: invalid_request_error)`, premise},
		{"openai purpose", "openai", 400, "invalid_request_error", `{"code":null,"message":"Not allowed to download files of purpose: user_data","param":null,"type":"invalid_request_error"}`, premise},
		// Near misses.
		{"drive binary content", "http", 403, "fileNotDownloadable", `{"error":{"code":403,"message":"Only files with binary content can be downloaded. Use Export with Docs Editors files.","errors":[{"domain":"global","reason":"fileNotDownloadable","message":"Only files with binary content can be downloaded. Use Export with Docs Editors files.","locationType":"parameter","location":"alt"}]}}`, invalid},
		{"drive abusive", "http", 403, "", `{"error":{"errors":[{"domain":"global","reason":"cannotDownloadAbusiveFile","message":"This file has been identified as malware or spam and cannot be downloaded.","locationType":"parameter","location":"acknowledgeAbuse"}],"code":403,"message":"This file has been identified as malware or spam and cannot be downloaded."}}`, invalid},
		{"file missing", "anthropic", 404, "not_found_error", `anthropic: 404 File not found: file_011CPq (type: not_found_error)`, premise},
	})
}
