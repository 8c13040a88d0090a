package classify

import (
	"testing"

	"github.com/rungkit/rung"
)

// First run at 0b559258: 32/38 overall, 17/23 tricky.
func TestIndependentCases1198(t *testing.T) {
	runIndependent(t, "testdata/independent1198.jsonl", true)
}

// TestGeneralise1198ImageInUse pins Docker's untag refused because a
// container was made from the image ("container X is using its referenced
// image Y"): the delete-while-used class (roomwords.go usedByOther), premise
// under its 409 and without it, while a name taken by an existing container
// stays conflict.
func TestGeneralise1198ImageInUse(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"docker rmi under 409", "http", 409, "", `Error response from daemon: conflict: unable to remove repository reference "w1198/api:1.4" (must force) - container 7b9c1e2d3f4a is using its referenced image 0d3f5a6b7c8d`, rung.KindPremise},
		{"docker rmi, bare text", "", 0, "", `Error response from daemon: conflict: unable to remove repository reference "registry.example.com/team/web:2026-12-01" (must force) - container 1a2b3c4d5e6f is using its referenced image 9f8e7d6c5b4a`, rung.KindPremise},
		{"docker SDK ImageRemove", "http", 409, "", `conflict: unable to remove repository reference "nginx:1.27" (must force) - container 4f1c2b7a9e0d is using its referenced image 5e4d3c2b1a09`, rung.KindPremise},
		// Near misses.
		{"near miss: container name taken", "http", 409, "", `Error response from daemon: Conflict. The container name "/w1198-web" is already in use by container "4f1c2b7a9e0d". You have to remove (or rename) that container to be able to reuse that name.`, rung.KindConflict},
		{"near miss: image used by a running container (set 37)", "http", 409, "", `Error response from daemon: conflict: unable to delete 0d3f5a6b7c8d (cannot be forced) - image is being used by running container 7b9c1e2d3f4a`, rung.KindPremise},
		{"near miss: no such image", "http", 404, "", `Error response from daemon: No such image: w1198/api:1.4`, rung.KindPremise},
	})
}

// TestGeneralise1198OCITextCode pins the OCI distribution code as
// go-containerregistry's transport.Error prints it ("METHOD URL: CODE:
// message; detail"): read by the code table, as the JSON body's code is,
// ahead of the 400 or 405 it comes under (httppreset.go ociTextCode).
// Near misses: a code-like token that is not an OCI code, or not in the
// "CODE: " place, keeps its old reading.
func TestGeneralise1198OCITextCode(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"crane push, manifest before its layer", "http", 400, "", "PUT https://ghcr.io/v2/w1198-org/api/manifests/v1.3.0: MANIFEST_BLOB_UNKNOWN: blob unknown to registry; sha256:9c3b7e2f1a0d4c5b", rung.KindPremise},
		{"ko publish, same, no status", "", 0, "", "writing image: PUT https://registry.example.com/v2/team/svc/manifests/latest: MANIFEST_BLOB_UNKNOWN: blob unknown to registry; sha256:1f2e3d4c", rung.KindPremise},
		{"crane delete on a registry without deletes", "http", 405, "", "DELETE https://registry.w1198.dev/v2/w1198/api/manifests/sha256:0a1b2c3d: UNSUPPORTED: The operation is unsupported.", rung.KindPremise},
		{"crane delete, bare diagnostic", "", 0, "", "UNSUPPORTED: The operation is unsupported.", rung.KindPremise},
		{"crane copy, digest mismatch", "http", 400, "", "PUT https://r.example.com/v2/x/blobs/uploads/3f2a?digest=sha256:1a2b: DIGEST_INVALID: provided digest did not match uploaded content", rung.KindInvalid},
		// Near misses.
		{"near miss: docker's lower-case manifest unknown", "http", 404, "", "Error response from daemon: manifest for ghcr.io/w1198-org/api:v9 not found: manifest unknown: manifest unknown", rung.KindPremise},
		{"near miss: a gRPC status name, not an OCI code", "http", 403, "", "PERMISSION_DENIED: the caller does not have permission", rung.KindDenied},
		{"near miss: an application's own upper-case code", "http", 400, "", "POST https://api.example.com/v1/orders: VALIDATION_FAILED: quantity must be positive", rung.KindInvalid},
	})
}

// TestGeneralise1198UnActable pins the "<object> is not <act>able" state
// refusal (statemachine.go notActable, set 653) with the adjective before
// its object: GitLab's 400 "Unplayable Job" for a job that is not a manual
// one. A client's "unretryable error" keeps its reading.
func TestGeneralise1198UnActable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"GitLab play, JSON body", "http", 400, "", `{"message":"400 Bad request - Unplayable Job"}`, rung.KindPremise},
		{"python-gitlab GitlabJobPlayError", "", 0, "", `gitlab.exceptions.GitlabJobPlayError: 400: 400 Bad request - Unplayable Job`, rung.KindPremise},
		{"an uncancelable pipeline under 403", "http", 403, "", `{"message":"403 Forbidden - Uncancelable Pipeline"}`, rung.KindPremise},
		// Near misses.
		{"near miss: the lead's form (set 653)", "http", 400, "", `{"message":"400 Bad request - Job is not playable"}`, rung.KindPremise},
		{"near miss: a client's unretryable error", "http", 400, "", `{"message":"unretryable error: invalid parameter 'ref'"}`, rung.KindInvalid},
		{"near miss: plain bad request", "http", 400, "", `{"message":"400 Bad request - ref is missing"}`, rung.KindInvalid},
	})
}

// TestGeneralise1198MissingCIConfig pins GitLab's pipeline create on a ref
// without CI configuration ("Missing .gitlab-ci.yml file", "Missing CI
// config file"): premise under its 400, as set 404's "rules configuration
// prevented any jobs" (generic.go). A request missing an uploaded file, or
// a configuration whose content is wrong, keeps its reading.
func TestGeneralise1198MissingCIConfig(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"GitLab REST, older words", "http", 400, "", `{"message":{"base":["Missing .gitlab-ci.yml file"]}}`, rung.KindPremise},
		{"GitLab REST, current words", "http", 400, "", `{"message":{"base":["Missing CI config file"]}}`, rung.KindPremise},
		{"go-gitlab ErrorResponse", "http", 400, "", `POST https://gitlab.com/api/v4/projects/41198/pipeline: 400 {message: {base: [Missing CI config file]}}`, rung.KindPremise},
		// Near misses.
		{"near miss: set 404's rules words", "http", 400, "", `{"message":{"base":["Pipeline will not run for the selected trigger. The rules configuration prevented any jobs from being added to the pipeline."]}}`, rung.KindPremise},
		{"near miss: an upload without its file", "http", 400, "", `{"message":"400 Bad request - file is missing"}`, rung.KindInvalid},
	})
}

// TestGeneralise1198MissingFiles pins Vercel's "missing_files": a
// deployment that names files by sha which were never uploaded, premise
// under its 400 (upload first, as OCI's MANIFEST_BLOB_UNKNOWN), while
// Vercel's other codes and a request missing its own file data keep
// their readings.
func TestGeneralise1198MissingFiles(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Vercel REST body under 400", "http", 400, "", `{"error":{"code":"missing_files","message":"Missing files","missing":["9d8c7b6a5f4e3d2c1b0a9f8e7d6c5b4a3f2e1198"]}}`, rung.KindPremise},
		{"with the code given", "http", 400, "missing_files", `{"error":{"code":"missing_files","message":"Missing files","missing":["0a1b2c3d4e5f"]}}`, rung.KindPremise},
		{"the body a tool handed back without its status", "", 0, "", `{"error":{"code":"missing_files","message":"Missing files","missing":["5e4d3c2b1a09","1f2e3d4c5b6a"]}}`, rung.KindPremise},
		// Near misses.
		{"near miss: Vercel bad_request", "http", 400, "", `{"error":{"code":"bad_request","message":"Invalid request: should NOT have additional property ` + "`w1198`" + `."}}`, rung.KindInvalid},
		{"near miss: Vercel forbidden", "http", 403, "", `{"error":{"code":"forbidden","message":"Not authorized"}}`, rung.KindDenied},
		{"near miss: Slack missing_file_data", "http", 200, "", `{"ok":false,"error":"missing_file_data"}`, rung.KindInvalid},
	})
}
