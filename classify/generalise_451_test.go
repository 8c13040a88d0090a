package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// TestIndependentCases451 runs held-out set 451: Google Cloud APIs and grpc-go client errors (second draw), from the vendors' docs, labelled blind.
func TestIndependentCases451(t *testing.T) {
	runIndependent(t, "testdata/independent451.jsonl", false)
}

// TestGeneralise451 checks a gRPC client's per-call credential fetch that
// the token endpoint refused, reported as UNAVAILABLE, in several
// clients' words, with near misses whose cause is the network.
func TestGeneralise451(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"grpc-go unauthorized_client", "grpc", 0, "UNAVAILABLE", `rpc error: code = Unavailable desc = transport: per-RPC creds failed due to error: oauth2: "unauthorized_client" "Client is unauthorized to retrieve access tokens using this method, or client not authorized for any of the scopes requested."`, rung.KindDenied},
		{"grpc-java credentials metadata", "grpc", 0, "UNAVAILABLE", "io.grpc.StatusRuntimeException: UNAVAILABLE: Credentials failed to obtain metadata\nCaused by: com.google.auth.oauth2.GoogleAuthException: Error getting access token for service account: 400 Bad Request\n{\"error\":\"invalid_grant\",\"error_description\":\"Invalid JWT Signature.\"}", rung.KindDenied},
		{"python grpc plugin", "grpc", 0, "UNAVAILABLE", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.UNAVAILABLE\n\tdetails = \"Getting metadata from plugin failed with error: ('invalid_grant: Token has been expired or revoked.', {'error': 'invalid_grant', 'error_description': 'Token has been expired or revoked.'})\"\n>", rung.KindDenied},
		{"grpc-js plugin", "grpc", 0, "", "14 UNAVAILABLE: Getting metadata from plugin failed with error: invalid_grant", rung.KindDenied},
		{"csharp plugin", "grpc", 0, "", `Status(StatusCode="Unavailable", Detail="Getting metadata from plugin failed with error: Error occurred executing GetAccessTokenForRequestAsync: invalid_grant: Account has been deleted")`, rung.KindDenied},
		// Near misses: the token endpoint unreachable keeps UNAVAILABLE's reading.
		{"grpc-go token endpoint timeout", "grpc", 0, "UNAVAILABLE", `rpc error: code = Unavailable desc = transport: per-RPC creds failed due to error: Post "https://oauth2.googleapis.com/token": dial tcp 142.250.72.10:443: i/o timeout`, rung.KindTransient},
		{"python plugin connection reset", "grpc", 0, "UNAVAILABLE", "<_InactiveRpcError of RPC that terminated with:\n\tstatus = StatusCode.UNAVAILABLE\n\tdetails = \"Getting metadata from plugin failed with error: ('Connection aborted.', ConnectionResetError(104, 'Connection reset by peer'))\"\n>", rung.KindTransient},
	})
}
