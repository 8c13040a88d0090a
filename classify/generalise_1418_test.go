package classify

import "testing"

// First run at e037238b: 31/38 overall, 12/18 tricky.
// Tolerated: i1418-npm-eresolve: invalid vs premise (ruling): shellwords.go resolverWords reads npm's ERESOLVE, as pip's ResolutionImpossible and Poetry's "version solving failed", as requested versions that contradict each other, repaired by changing the versions or the resolver's flags; my label read the project's installed peer set as the false belief.
// Tolerated: i1418-goproxy-410: premise vs invalid (ruling): shellwords.go nameWords reads "unknown revision" (git, Mercurial, the go command) as a revision the repository does not have, premise (set 108); my label read the version argument as the thing to repair.
func TestIndependentCases1418(t *testing.T) {
	runIndependent(t, "testdata/independent1418.jsonl", true, "i1418-npm-eresolve", "i1418-goproxy-410")
}

// TestGeneralise1418GitLabFailureReason: the rest of GitLab CI's job
// failure_reason enumeration, by its code and by its callout text
// (gitlab app/presenters/commit_status_presenter.rb
// CALLOUT_FAILURE_MESSAGES). An outdated deployment job, a deleted
// project, no matching runner, spent compute minutes: premise; a trigger
// that loops or nests past GitLab's child-pipeline limits: invalid; a
// protected environment, a blocked user, a rejected deployment: denied;
// the per-minute downstream trigger cap: transient. Near misses keep the
// readings set 1267 gave.
func TestGeneralise1418GitLabFailureReason(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"forward deploy text", "", 0, "", "The deployment job is older than the previously succeeded deployment job, and therefore cannot be run", premise},
		{"forward deploy job json", "", 0, "", `{"id":7,"status":"failed","failure_reason":"forward_deployment_failure"}`, premise},
		{"outdated deploy text", "", 0, "", "The deployment job is older than the latest deployment, and therefore failed.", premise},
		{"outdated deploy reason", "", 0, "", "failure_reason: failed_outdated_deployment_job", premise},
		{"project deleted", "", 0, "", "The job belongs to a deleted project", premise},
		{"no matching runner", "", 0, "", "No matching runner available", premise},
		{"compute minutes", "", 0, "", "No more compute minutes available", premise},
		{"secrets provider", "", 0, "", "The secrets provider can not be found. Check your CI/CD variables and try again.", premise},
		{"pipeline loop text", "", 0, "", "This job could not be executed because it would create infinitely looping pipelines", invalid},
		{"pipeline loop job json", "", 0, "", `{"id":9,"status":"failed","failure_reason":"pipeline_loop_detected"}`, invalid},
		{"child of child", "", 0, "", "This job belongs to a child pipeline and cannot create further child pipelines", invalid},
		{"max depth", "", 0, "", "You reached the maximum depth of child pipelines", invalid},
		{"protected env", "", 0, "", "The environment this job is deploying to is protected. Only users with permission may successfully run this job.", denied},
		{"user blocked", "", 0, "", "The user who created this job is blocked", denied},
		{"deployment rejected", "", 0, "deployment_rejected", "This deployment job was rejected.", denied},
		{"trigger rate limit", "", 0, "", "Too many downstream pipelines triggered in the last minute. Try again later.", transient},
		// Near misses: set 1267's readings and other CI words stay.
		{"runner system", "", 0, "", "There has been a runner system failure, please try again", transient},
		{"missing dependency", "", 0, "", "There has been a missing dependency failure", premise},
		{"tree too large", "", 0, "", "The downstream pipeline tree is too large", invalid},
		{"user not blocked words", "", 0, "", "The user who created this job is not a member of the project", unk},
		{"newer deployment running", "", 0, "", "Another deployment is in progress, try again later", transient},
	})
}

// TestGeneralise1418RequestsStatusLine: Python requests' raise_for_status
// text ("%s Client Error: %s for url: %s", "%s Server Error: ...",
// requests/models.py), as twine, pip and other Python tools print it under
// an exec tool whose status is the exit code: the quoted status decides
// with the reason, as an HTTP status does (clienttext.go). Near misses: a
// longer number, or the phrase without its "for url:" close, is no status.
func TestGeneralise1418RequestsStatusLine(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"twine bad auth", "exec", 1, "", "HTTPError: 403 Client Error: Invalid or non-existent authentication information. See https://pypi.org/help/#invalid-auth for more information. for url: https://upload.pypi.org/legacy/", denied},
		{"twine file exists", "exec", 1, "", "HTTPError: 400 Client Error: File already exists. See https://pypi.org/help/#file-name-reuse for more information. for url: https://upload.pypi.org/legacy/", conflict},
		{"pip 503", "exec", 1, "", "requests.exceptions.HTTPError: 503 Server Error: Service Unavailable for url: https://pypi.org/simple/foo/", transient},
		{"requests 429", "exec", 1, "", "HTTPError: 429 Client Error: Too Many Requests for url: https://upload.pypi.org/legacy/", transient},
		{"requests 401", "exec", 2, "", "requests.exceptions.HTTPError: 401 Client Error: Unauthorized for url: https://api.example.com/v1/items", denied},
		{"file too large", "exec", 1, "", "HTTPError: 400 Client Error: File too large. Limit for project 'x' is 100 MB. See https://pypi.org/help/#file-size-limit for more information. for url: https://upload.pypi.org/legacy/", invalid},
		// Near misses: not the requests shape.
		{"longer number", "exec", 1, "", "error: 1403 Client Error: nothing for url: x", unk},
		{"no url close", "exec", 1, "", "the 403 Client Error: page said nothing", unk},
	})
}

// TestGeneralise1418ProjectSizeCap: a package or code host's cap on a
// project's stored total, said without a status (PyPI forklift/legacy.py
// "Project size too large. Limit for project 'x' total size is 10 GB.";
// GitLab's repository size limit, ee/lib/gitlab/repository_size_error_message.rb):
// the project is full, premise, under any protocol. Near misses: a single
// file or request too large stays invalid.
func TestGeneralise1418ProjectSizeCap(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"pypi bare", "", 0, "", "Project size too large. Limit for project 'sampleproject' total size is 10 GB.", premise},
		{"pypi twine", "exec", 1, "", "HTTPError: 400 Client Error: Project size too large. Limit for project 'lumibot' total size is 10 GB. for url: https://upload.pypi.org/legacy/", premise},
		{"gitlab push size", "exec", 1, "", "remote: GitLab: Your push to this repository would cause it to exceed the size limit of 10 GiB so it has been rejected. Please contact your GitLab administrator for more information.", premise},
		{"gitlab storage", "exec", 1, "", "remote: GitLab: Your push to this repository has been rejected because it would exceed storage limits. Please contact your GitLab administrator for more information.", premise},
		// Near misses: the call's own size.
		{"pypi file too large", "http", 400, "", "File too large. Limit for project 'x' is 100 MB.", invalid},
		{"request too large", "", 0, "", "request entity too large", invalid},
	})
}

// TestGeneralise1418OCITagInvalidImmutable: the OCI code TAG_INVALID
// names a wrong tag, but ECR sends it for an immutable tag that already
// names an image ("The image tag 'v1' already exists in the 'web'
// repository and cannot be overwritten because the repository is
// immutable."), which the immutable-tag ruling reads conflict
// (endstate.go): the code now lets the message show existing state
// (modeInvalid), as an invalid code does elsewhere. Near misses: the
// spec's own TAG_INVALID text stays invalid.
func TestGeneralise1418OCITagInvalidImmutable(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"docker push ecr", "exec", 1, "TAG_INVALID", "tag invalid: The image tag 'latest' already exists in the 'app_service_image' repository and cannot be overwritten because the repository is immutable.", conflict},
		{"ecr body", "http", 400, "TAG_INVALID", `{"errors":[{"code":"TAG_INVALID","message":"The image tag 'v1' already exists in the 'web' repository and cannot be overwritten because the repository is immutable."}]}`, conflict},
		// Near misses.
		{"spec text body", "http", 400, "", `{"errors":[{"code":"TAG_INVALID","message":"manifest tag did not match URI"}]}`, invalid},
		{"spec text code", "http", 400, "TAG_INVALID", "manifest tag did not match URI", invalid},
	})
}
