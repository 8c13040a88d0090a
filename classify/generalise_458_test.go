package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases458 runs held-out set 458: the dev sample's vendor mix, middle draw, from the vendors' docs, labelled blind.
// First run at 0a0eae7: 32/35 overall, 20/23 tricky.
// Tolerated: i458-slack-not-in-channel: premise vs denied (taxonomy Slack row: not_in_channel is premise, join the channel first): the bot's missing membership is a state a join repairs, read the other way by that ruling.
// Tolerated: i458-k8s-409-object-modified: transient vs premise (the Kubernetes ruling, blind sets 9 to 2): "the object has been modified" is read as retry-on-conflict; this set's stale-read reading joins 125, 136 and 342.
func TestIndependentCases458(t *testing.T) {
	runIndependent(t, "testdata/independent458.jsonl", true, "i458-slack-not-in-channel", "i458-k8s-409-object-modified")
}

// TestGeneralise458 checks Cloud Storage's bare precondition sentence, "At
// least one of the pre-conditions you specified did not hold.", in the
// renderings of clients other than Go's googleapi (the gRPC transport,
// Python, Node, Java, gcloud): the Cloud Storage 412 ruling reads it as
// the create-only idiom, conflict; a generation named in the text and other
// services' preconditions keep their reading.
func TestGeneralise458(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"go grpc transport", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = At least one of the pre-conditions you specified did not hold.", rung.KindConflict},
		{"grpc-js", "grpc", 0, "", "9 FAILED_PRECONDITION: At least one of the pre-conditions you specified did not hold.", rung.KindConflict},
		{"python api_core", "http", 412, "", "google.api_core.exceptions.PreconditionFailed: 412 POST https://storage.googleapis.com/upload/storage/v1/b/tf-state/o?uploadType=multipart: At least one of the pre-conditions you specified did not hold.", rung.KindConflict},
		{"node storage", "", 412, "", "ApiError: At least one of the pre-conditions you specified did not hold.", rung.KindConflict},
		{"java storage", "http", 412, "", "com.google.cloud.storage.StorageException: At least one of the pre-conditions you specified did not hold.", rung.KindConflict},
		{"gcloud storage", "", 0, "", "ERROR: (gcloud.storage.cp) HTTPError 412: At least one of the pre-conditions you specified did not hold.", rung.KindConflict},
		// Near misses: a generation the write read and asserted is a stale
		// copy (premise); another service's precondition keeps premise.
		{"grpc generation named", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = At least one of the pre-conditions you specified did not hold. (ifGenerationMatch=1712345678901234)", rung.KindPremise},
		{"python metageneration named", "http", 412, "", "google.api_core.exceptions.PreconditionFailed: 412 PATCH https://storage.googleapis.com/storage/v1/b/b1/o/a.txt?ifMetagenerationMatch=3: At least one of the pre-conditions you specified did not hold.", rung.KindPremise},
		{"other grpc precondition", "grpc", 0, "FAILED_PRECONDITION", "rpc error: code = FailedPrecondition desc = The requested snapshot version is too old.", rung.KindPremise},
	})
}
