package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases435 runs held-out set 435: Anthropic API in depth (Messages, streaming, batches, Files, Skills, Admin, Bedrock, Vertex), from the vendors' docs and anthropic-sdk-go captured live, labelled blind.
func TestIndependentCases435(t *testing.T) {
	runIndependent(t, "testdata/independent435.jsonl", false)
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

