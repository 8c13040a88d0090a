package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestGeneralisePassingState checks a 409 whose body says the resource is
// in a passing state ("is being rehydrated", "is being provisioned"): the
// same call works once the state has passed, so it is a wait; a 409 for
// what already exists or for a lasting state keeps its kind.
func TestGeneralisePassingState(t *testing.T) {
	runWordingCases(t, []wordingCase{
		// Azure Storage error codes: BlobBeingRehydrated, ShareBeingDeleted
		// (without its "Try operation later"), QueueBeingDeleted.
		{"azure blob being rehydrated", "http", 409, "BlobBeingRehydrated", "<?xml version=\"1.0\" encoding=\"utf-8\"?><Error><Code>BlobBeingRehydrated</Code><Message>This operation is not permitted because the blob is being rehydrated.\nRequestId:4e1b</Message></Error>", rung.KindTransient},
		{"azure share being deleted", "http", 409, "ShareBeingDeleted", "The specified share is being deleted.", rung.KindTransient},
		{"azure queue being deleted", "http", 409, "QueueBeingDeleted", "The specified queue is being deleted.", rung.KindTransient},
		// An ARM-style body and a search index rebuild.
		{"resource being provisioned", "http", 409, "", `{"error":{"code":"Conflict","message":"The resource is being provisioned. Please wait."}}`, rung.KindTransient},
		{"index being rebuilt", "http", 409, "", `{"error":"index is being rebuilt"}`, rung.KindTransient},
		// Neighbours: what exists already, a lasting state, a 400 that
		// mentions a deprecation.
		{"409 already exists", "http", 409, "", `{"message":"Resource already exists"}`, rung.KindConflict},
		{"409 archived blob", "http", 409, "BlobArchived", "This operation is not permitted on an archived blob.", rung.KindPremise},
		{"400 field being deprecated", "http", 400, "", `{"error":"field 'size' is being deprecated; use 'limit'"}`, rung.KindInvalid},
	})
}
