package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases530 runs held-out set 530: the dev sample's vendor mix, middle of the distribution, from the vendors' docs, labelled blind.
// First run at 0705203: 21/25 overall, 15/19 tricky.
// i530-k8s-timeout-may-still-process missed (transient, "http 504: gateway timeout") and passes since the outcome-unknown words read a 504 that "may still be processing the request" (TestGeneralise530).
// Tolerated: i530-k8s-object-modified: premise vs transient (the Kubernetes ruling, docs/taxonomy.md "The stale-copy ruling": "the object has been modified" is transient, codes.go k8sModifiedReason): this set read the stale resourceVersion by the stale-copy ruling; a split the lead settled the other way.
// Tolerated: i530-aws-dynamodb-conditional-create: conflict vs premise (docs/taxonomy.md AWS table: ConditionalCheckFailedException premise): the message does not show the attribute_not_exists condition, so the safe re-read reading stands for the bare code.
// Tolerated: i530-openai-image-safety-rejected: denied vs invalid (classify/codes.go OpenAI code table, set 371: content_policy_violation "is a rejected prompt"; set 537 tolerated the same split): OpenAI's guide tells the caller to change the prompt, so repair is a fair reading.
func TestIndependentCases530(t *testing.T) {
	runIndependent(t, "testdata/independent530.jsonl", true,
		"i530-k8s-object-modified", "i530-aws-dynamodb-conditional-create", "i530-openai-image-safety-rejected")
}

// TestGeneralise530 holds the outcome-unknown reading of a timeout whose
// text says the server may still be processing the request (or that the
// sender cannot tell how it ended), and the bare timeouts that stay
// transient.
func TestGeneralise530(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kubectl-timeout-post", "http", 504, "Timeout", `Error from server (Timeout): the server was unable to return a response in the time allotted, but may still be processing the request (post deployments.apps)`, rung.KindAmbiguous},
		{"oc-timeout-build", "http", 504, "", `Error from server (Timeout): the server was unable to return a response in the time allotted, but may still be processing the request (post builds.build.openshift.io)`, rung.KindAmbiguous},
		{"helm-create-timeout", "", 0, "", `Error: INSTALLATION FAILED: failed to create resource: the server was unable to return a response in the time allotted, but may still be processing the request (post secrets)`, rung.KindAmbiguous},
		{"client-go-status-only", "http", 0, "", `the server was unable to return a response in the time allotted, but may still be processing the request (put configmaps app-config)`, rung.KindAmbiguous},
		{"solana-web3-not-confirmed", "", 0, "", `Transaction was not confirmed in 30.00 seconds. It is unknown if it succeeded or failed. Check signature 5VERv8NMvzbJMEkV8xnrLkEaWRtSz9CosKDYjCJjBRnbJLgp8uirBgmQpjKhoR4tjF3ZpRzrFmBV6UjKdiSZkQUW using the Solana Explorer or CLI tools.`, rung.KindAmbiguous},
		// Near misses: a timeout that says nothing of the work going on,
		// and the same sentence on a read (set 25), where nothing can land.
		{"kubectl-timeout-get", "http", 504, "Timeout", `Error from server (Timeout): the server was unable to return a response in the time allotted, but may still be processing the request (get pods)`, rung.KindTransient},
		{"k8s-apiserver-timeout-filter", "http", 504, "Timeout", `Timeout: request did not complete within requested timeout - context deadline exceeded`, rung.KindTransient},
		{"k8s-server-timeout", "http", 500, "ServerTimeout", `The POST operation against Job.batch could not be completed at this time, please try again.`, rung.KindTransient},
		{"nginx-504", "http", 504, "", `<html><head><title>504 Gateway Time-out</title></head><body><center><h1>504 Gateway Time-out</h1></center><hr><center>nginx</center></body></html>`, rung.KindTransient},
	})
}
