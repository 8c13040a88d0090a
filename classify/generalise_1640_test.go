package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 37317b83: 26/36 overall, 9/18 tricky.
//
// Tolerated: i1640-blob-upload-invalid: invalid vs premise (ruling): the OCI code table row reads every `*_INVALID` code invalid; BLOB_UPLOAD_INVALID ("The blob upload encountered an error and can no longer proceed.") is a dead upload session, not a wrong argument, and is put to the lead.
// Tolerated: i1640-podman-short-name-ambiguous: invalid vs ambiguous (ruling): set 745 reads "short-name resolution enforced but cannot prompt without a TTY" invalid (give the fully-qualified reference); this set reads it as several candidate registries, put to the lead.
func TestIndependentCases1640(t *testing.T) {
	runIndependent(t, "testdata/independent1640.jsonl", true, "i1640-blob-upload-invalid", "i1640-podman-short-name-ambiguous")
}

// TestGeneralise1640GoogleIAMDoubleQuoted: Google IAM's permission-first
// refusal with the permission and resource in double quotes, as Artifact
// Registry's Docker endpoint sends it (docker push, buildx, crane); the
// "(or it may not exist)" is the hedge, denied, as the single-quoted gcloud
// form (set 1429). Near misses: the Gemini Files API's hedge keeps its
// premise ruling, and a plain "does not exist" keeps premise.
func TestGeneralise1640GoogleIAMDoubleQuoted(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"docker push", "exec", 1, "1", "The push refers to repository [us-east1-docker.pkg.dev/p/r/app]\ndenied: Permission \"artifactregistry.repositories.uploadArtifacts\" denied on resource \"projects/p/locations/us-east1/repositories/r\" (or it may not exist)\nexit status 1", rung.KindDenied},
		{"buildx", "", 0, "", `ERROR: failed to push us-docker.pkg.dev/p/r/app:1: denied: Permission "artifactregistry.repositories.uploadArtifacts" denied on resource "projects/p/locations/us/repositories/r" (or it may not exist)`, rung.KindDenied},
		{"download", "", 0, "", `denied: Permission "artifactregistry.repositories.downloadArtifacts" denied on resource "projects/p/locations/europe-west1/repositories/r" (or it may not exist)`, rung.KindDenied},
		// near misses
		{"gemini file hedge", "http", 403, "", `{"error":{"code":403,"message":"You do not have permission to access the File abc123 or it may not exist.","status":"PERMISSION_DENIED"}}`, rung.KindPremise},
		{"repository does not exist", "", 0, "", `name unknown: Repository "r" does not exist`, rung.KindPremise},
	})
}

// TestGeneralise1640HarborQuota: Harbor's project quota refusal under the
// OCI code DENIED (src/pkg/quota/types ResourceOverflow), in the JSON body
// or go-containerregistry's text, is premise: no credential lifts a quota.
// Near misses: DENIED with the spec's own message stays denied; ACR's lock
// stays premise by its own reading.
func TestGeneralise1640HarborQuota(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"storage body", "http", 403, "", `{"errors":[{"code":"DENIED","message":"adding 330.1 MiB of storage resource, which when updated to current usage of 9.8 GiB will exceed the configured upper limit of 10.0 GiB."}]}`, rung.KindPremise},
		{"count body", "http", 403, "", `{"errors":[{"code":"DENIED","message":"adding 1 of count resource, which when updated to current usage of 100 will exceed the configured upper limit of 100."}]}`, rung.KindPremise},
		{"ggcr text", "", 0, "", "PUT https://harbor.example/v2/proj/api/manifests/v1: DENIED: adding 20.3 MiB of storage resource, which when updated to current usage of 300.0 GiB will exceed the configured upper limit of 300.0 GiB.", rung.KindPremise},
		// near misses
		{"spec denied", "http", 403, "", `{"errors":[{"code":"DENIED","message":"requested access to the resource is denied"}]}`, rung.KindDenied},
		{"acr lock", "http", 403, "", `{"errors":[{"code":"DENIED","message":"The operation is disallowed on this registry, repository or image."}]}`, rung.KindPremise},
	})
}

// TestGeneralise1640HarborPolicy: Harbor's PROJECTPOLICYVIOLATION (a
// project's "Prevent vulnerable images from running") is denied: only the
// project administrator can exempt the artifact; an artifact with no scan
// report yet is premise (scan it first). Near miss: a bare 412 keeps its
// precondition reading.
func TestGeneralise1640HarborPolicy(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"vulnerable count", "http", 412, "", `{"errors":[{"code":"PROJECTPOLICYVIOLATION","message":"current image with 77 vulnerabilities cannot be pulled due to configured policy in 'Prevent images with vulnerability severity of \"Medium\" or higher from running.' To continue with pull, please contact your project administrator to exempt matched vulnerabilities through configuring the CVE allowlist."}]}`, rung.KindDenied},
		{"vulnerable severity", "http", 412, "", `{"errors":[{"code":"PROJECTPOLICYVIOLATION","message":"current image with '\"Critical\" vulnerable' cannot be pulled due to configured policy in 'Prevent images with vulnerability severity of \"Critical\" from running.' Please contact your project administrator for help'"}]}`, rung.KindDenied},
		{"unscanned", "http", 412, "", `{"errors":[{"code":"PROJECTPOLICYVIOLATION","message":"current image without vulnerability scanning cannot be pulled due to configured policy in 'Prevent images with vulnerability severity of \"High\" or higher from running.' To continue with pull, please contact your project administrator for help."}]}`, rung.KindPremise},
		// near miss
		{"bare 412", "http", 412, "", `{"errors":[{"code":"PRECONDITION","message":"precondition failed"}]}`, rung.KindPremise},
	})
}

// TestGeneralise1640HarborImmutableTag: Harbor's tag immutability rule
// under 412 PRECONDITION ("the tag v1 configured as immutable, cannot be
// updated", src/controller/tag/controller.go) is conflict, as ECR's
// immutable tag (endstate.go). Near misses: Azure's immutable blob policy
// and a bare 412 keep premise.
func TestGeneralise1640HarborImmutableTag(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"push body", "http", 412, "", `{"errors":[{"code":"PRECONDITION","message":"the tag v1 configured as immutable, cannot be updated"}]}`, rung.KindConflict},
		{"copy api", "http", 412, "", `{"errors":[{"code":"PRECONDITION","message":"the tag latest configured as immutable, cannot be updated"}]}`, rung.KindConflict},
		{"docker push text", "exec", 1, "1", "unknown: the tag 1.2.0 configured as immutable, cannot be updated\nexit status 1", rung.KindConflict},
		// near misses
		{"azure immutable blob", "http", 409, "", `<?xml version="1.0" encoding="utf-8"?><Error><Code>BlobImmutableDueToPolicy</Code><Message>This operation is not permitted as the blob is immutable due to a policy.</Message></Error>`, rung.KindPremise},
		{"etag 412", "http", 412, "", `{"error":"Precondition Failed: the resource was modified"}`, rung.KindPremise},
	})
}

// TestGeneralise1640ACRCheckHealth: az acr check-health's connectivity
// codes (azure-cli acr/_errors.py; the health check error reference): a
// challenge endpoint that issued no challenge is transient ("Try again after
// some time"); no AAD login, the firewall's 403 and refused tokens are
// denied. Near miss: CONNECTIVITY_DNS_ERROR, whose documented causes span a
// network fault, a missing registry and the wrong cloud, is not read.
func TestGeneralise1640ACRCheckHealth(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"challenge", "", 0, "CONNECTIVITY_CHALLENGE_ERROR", "An error occurred: CONNECTIVITY_CHALLENGE_ERROR\nRegistry 'r.azurecr.io' did not issue a challenge.", rung.KindTransient},
		{"aad login", "", 0, "CONNECTIVITY_AAD_LOGIN_ERROR", "An error occurred: CONNECTIVITY_AAD_LOGIN_ERROR\nRegistry 'r.azurecr.io' does not support AAD login.", rung.KindDenied},
		{"forbidden", "", 0, "CONNECTIVITY_FORBIDDEN_ERROR", "An error occurred: CONNECTIVITY_FORBIDDEN_ERROR\nLooks like you don't have access to registry 'r.azurecr.io'. To see configured firewall rules, run 'az acr show --query networkRuleSet --name r'.", rung.KindDenied},
		{"refresh token", "", 0, "CONNECTIVITY_REFRESH_TOKEN_ERROR", "An error occurred: CONNECTIVITY_REFRESH_TOKEN_ERROR\nAccess to registry 'r.azurecr.io' was denied. Response code: 401. Please try running 'az login' again to refresh permissions.", rung.KindDenied},
		{"access token", "", 0, "CONNECTIVITY_ACCESS_TOKEN_ERROR", "An error occurred: CONNECTIVITY_ACCESS_TOKEN_ERROR\nAccess to registry 'r.azurecr.io' was denied. Response code: 403. Please try running 'az login' again to refresh permissions.", rung.KindDenied},
		// near miss
		{"dns", "", 0, "CONNECTIVITY_DNS_ERROR", "An error occurred: CONNECTIVITY_DNS_ERROR\nFailed to reach DNS for registry 'r.azurecr.io'. Please check if the spelling is correct, if the CLI environment is on correct cloud and your network connectivity.", rung.KindUnknown},
	})
}

// TestGeneralise1640OCIReferrersEmpty: the OCI referrers API's image index
// with an empty manifests list (distribution-spec v1.1: "If no referrers
// exist, the registry MUST return an image index with an empty manifests
// list") is ambiguous, an empty result. Near misses: an index with an entry
// is not read, and the empty tags list keeps its reading.
func TestGeneralise1640OCIReferrersEmpty(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"compact", "http", 200, "", `{"schemaVersion":2,"mediaType":"application/vnd.oci.image.index.v1+json","manifests":[]}`, rung.KindAmbiguous},
		{"spaced", "http", 200, "", `{"schemaVersion": 2, "mediaType": "application/vnd.oci.image.index.v1+json", "manifests": []}`, rung.KindAmbiguous},
		{"tags list empty", "http", 200, "", `{"name":"team/api","tags":[]}`, rung.KindAmbiguous},
		// near miss
		{"one referrer", "http", 200, "", `{"schemaVersion":2,"mediaType":"application/vnd.oci.image.index.v1+json","manifests":[{"mediaType":"application/vnd.oci.image.manifest.v1+json","digest":"sha256:a1","size":1234,"artifactType":"application/vnd.example.sbom.v1"}]}`, rung.KindUnknown},
	})
}

// TestGeneralise1640GHCRPush: GitHub Container Registry's push refusals
// ("denied: permission_denied: write_package", "installation not allowed to
// Write/Create organization package") are denied: packages: write or the
// package's Actions access is the owners' to grant. Near miss: a registry's
// "name unknown" keeps premise.
func TestGeneralise1640GHCRPush(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"docker push", "exec", 1, "1", "The push refers to repository [ghcr.io/org/app]\n8d3ac3489996: Preparing\ndenied: permission_denied: write_package\nexit status 1", rung.KindDenied},
		{"buildx", "", 0, "", "ERROR: failed to push ghcr.io/org/app:1.0: denied: permission_denied: write_package", rung.KindDenied},
		{"write org package", "", 0, "", "denied: installation not allowed to Write organization package", rung.KindDenied},
		{"create org package", "exec", 1, "1", "denied: installation not allowed to Create organization package\nexit status 1", rung.KindDenied},
		// near miss
		{"name unknown", "exec", 1, "1", "name unknown: The repository with name 'team/api' does not exist in the registry with id '123456789012'\nexit status 1", rung.KindPremise},
	})
}
