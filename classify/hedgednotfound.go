package classify

// hedgedNotFoundWords: a not-found that names access only as the other
// possibility, after it: Gemini's context cache and files "CachedContent
// not found (or permission denied)" under 403 PERMISSION_DENIED, Snowflake's
// 002003 "Object 'X' does not exist or not authorized", and the same hedge
// in other services' words ("not found or permission denied", "not found or
// access denied", "not found or you do not have permission"). The thing the
// plan rests on is usually gone (a cache past its TTL, a dropped table); the
// access clause is boilerplate that services add so as not to confirm that
// a name exists, as set 327 read Athena's "does not exist or requester is
// not authorized". So these read premise, also under a 403 (overDenied).
// Google's permission-first "Permission 'x' denied on resource (or it may
// not exist)" leads with the refusal and stays denied (sets 15, 22, 34,
// 328), and OpenAI's model_not_found and npm's E404 keep their own rules
// (set 63, set 130).
var hedgedNotFoundWords = []pattern{
	{text: "not found (or permission denied)", kind: premise, reason: "the named resource is not found (hedged for access): it is gone or was never made; replan"},
	{text: "not found or permission denied", kind: premise, reason: "the named resource is not found (hedged for access): it is gone or was never made; replan"},
	{text: "not found or access denied", kind: premise, reason: "the named resource is not found (hedged for access): it is gone or was never made; replan"},
	{text: "not found or you do not have permission", kind: premise, reason: "the named resource is not found (hedged for access): it is gone or was never made; replan"},
	// OneHourTranslation's 202 "unknown project id or you are not
	// authorized to access this project" (set 1323), the same hedge.
	{text: "not found or you are not authorized", kind: premise, reason: "the named resource is not found (hedged for access): it is gone or was never made; replan"},
	{text: "unknown project id or you are not authorized", kind: premise, reason: "the project id is unknown (hedged for access): it is gone or was never made; replan"},
	{text: "does not exist or not authorized", kind: premise, reason: "the object does not exist (Snowflake's not-found, hedged for access): replan"},
}

// authorityWords name the caller's access in a refusal: where a body says
// them, a rule that reads the body's other words as the world's state
// (a hedged not-found, dependents that block a delete) steps aside.
var authorityWords = []string{"permission", "not authorized", "unauthorized", "access denied"}

// permissionFirstHedge reports a refusal that leads with the caller's
// access and names not-found only as the other possibility, after it:
// Airtable's 403 INVALID_PERMISSIONS_OR_MODEL_NOT_FOUND "Invalid
// permissions, or the requested model was not found. Check that both your
// user and your token have the required permissions ...". As Google's
// permission-first "Permission 'x' denied on resource (or it may not
// exist)" above, it stays denied: the 403's not-found rules (Kubernetes'
// missing service account, k8sForbidden) are for a body that names only
// the missing thing (held-out set 661).
func permissionFirstHedge(msg string) bool {
	i := -1
	for _, w := range authorityWords {
		if j := indexFold(msg, w); j >= 0 && (i < 0 || j < i) {
			i = j
		}
	}
	if i < 0 {
		return false
	}
	rest := msg[i:]
	j := indexFold(rest, "not found")
	if k := indexFold(rest, "does not exist"); k >= 0 && (j < 0 || k < j) {
		j = k
	}
	return j > 0 && (hasFold(rest[:j], ", or ") || hasFold(rest[:j], " or the "))
}

// geminiFileGone reports the Gemini API's answer for a File it no longer
// holds: "You do not have permission to access the File <id> or it may not
// exist." under 403 PERMISSION_DENIED. It leads with permission, as
// Google's permission-first hedge does, but the Files API deletes every
// upload after 48 hours, so for an agent's own earlier upload the file is
// what is gone: premise. Every blind set that labelled it read it so (sets
// 328, 826, 983, 1193, 1211; lead ruling after set 1211); Google's other
// "(or it may not exist)" refusals stay denied.
func geminiFileGone(text string) bool {
	i := indexFold(text, "permission to access the file ")
	return i >= 0 && hasFold(text[i:], " or it may not exist")
}

// hiddenRepoWords (set 390): git's own rendering of a Git host's 404 for
// a repository the credentials may not see. GitHub, Bitbucket and Gitea
// answer git's HTTPS request with "remote: Repository not found." and git
// adds "fatal: repository '<url>' not found"; GitHub's docs say it "means
// that the repository does not exist or you do not have permission to
// access it". As with GitHub's REST 404 and a registry's hidden private
// repository (set 382), the caller's access is what fails: denied. Tools
// that run git (go get, npm, pip) pass the same line on.
var hiddenRepoWords = []pattern{
	{text: "remote: repository not found", kind: denied, reason: "a Git host's 404 for a repository the credentials may not see (GitHub hides private repositories)"},
	{text: "error: repository not found", kind: denied, reason: "a Git host's 404 for a repository the credentials may not see (GitHub over SSH)"},
	// GitLab answers a private project or group the token cannot see as
	// one that does not exist ("the user isn't authorized to access the
	// resource", its REST docs' 404): {"message":"404 Project Not Found"}
	// (sets 372 and 1156). A branch, file or commit 404 inside a project
	// that resolved stays premise.
	{text: "404 project not found", kind: denied, reason: "GitLab's 404 for a project the token may not see (GitLab hides private projects): check the token's access"},
	{text: "404 group not found", kind: denied, reason: "GitLab's 404 for a group the token may not see (GitLab hides private groups): check the token's access"},
}

var hiddenRepoMatcher = newMatcher(hiddenRepoWords)

// pipelineAuthWords: Azure Pipelines' resource authorization, a pool,
// service connection, environment, secure file or variable group the
// pipeline has not been authorized to use ("Could not find a pool with name
// x. The pool does not exist or has not been authorized for use. For
// authorization details, refer to https://aka.ms/yamlauthz."; the service
// connection's "does not exist, has been disabled or has not been
// authorized for use"). Though the sentence leads with not-found, Azure's
// own pointer (aka.ms/yamlauthz) is to an administrator of the resource
// who must permit the pipeline: denied, not the hedged not-found premise
// above (lead ruling after set 1809: sets 1629 and 1809 label it denied,
// none premise).
var pipelineAuthWords = []pattern{
	{text: "has not been authorized for use", kind: denied, reason: "the pipeline has not been authorized to use the resource (Azure Pipelines resource authorization, aka.ms/yamlauthz): someone with rights on it must permit the pipeline"},
}

var pipelineAuthMatcher = newMatcher(pipelineAuthWords)

// oneTimePasswordWords (set 390): a registry or API that wants a second
// factor from the account holder's authenticator before it acts: npm's
// EOTP "This operation requires a one-time password from your
// authenticator." (whose boilerplate goes on "or it timed out. Please try
// again."), pnpm's ERR_PNPM_OTP, GitHub's 401 "Must specify two-factor
// authentication OTP code.", RubyGems' "no OTP code provided". An agent
// holds no authenticator: authority it lacks, denied, however the text
// ends.
var oneTimePasswordWords = []pattern{
	{text: "requires a one-time password", kind: denied, reason: "the operation needs a second factor (OTP) from the account holder"},
	{text: "two-factor authentication otp code", kind: denied, reason: "the operation needs a second factor (OTP) from the account holder (GitHub)"},
	{text: "no otp code provided", kind: denied, reason: "the operation needs a second factor (OTP) from the account holder (RubyGems)"},
}

// cannotFindHedge reports OpenAI's form of the not-found-first hedge above:
// "Cannot find file <id>, or project <id> does not have access to it."
// (Files, Batches, vector stores; a 400 with param file_id, held-out set
// 1383), and "could not find ..., or <principal> does not have access to
// it". The object comes first, the access clause only after ", or ", as
// set 355 reads it: the thing the plan rests on is not there (deleted, not
// yet visible, in another project): premise. A refusal that leads with
// access ("You do not have access to file x, or it could not be found")
// and one naming no missing object stay denied.
func cannotFindHedge(text string) bool {
	i := indexFold(text, "cannot find ")
	if i < 0 {
		i = indexFold(text, "could not find ")
	}
	if i < 0 {
		return false
	}
	rest := text[i:]
	j := indexFold(rest, ", or ")
	if j < 0 {
		return false
	}
	tail := rest[j:]
	return hasFold(tail, "does not have access to it") || hasFold(tail, "do not have access to it")
}

const cannotFindHedgeReason = "the named object cannot be found (hedged for access, not-found first): it is gone, not yet visible or in another project; replan"

// foundElsewhere reports a not-found that names the scope where the
// object is after all: Unleash's validateFeatureBelongsToProject 404
// "There's no feature named \"x\" in project \"a\", but there's a feature
// with that name in project \"b\"" (set 1656), "..., but a flag with that
// name exists in project b". The object the goal needs is there; the
// call's scope argument is wrong and the message gives the right one:
// invalid. A bare "There's no feature named x in project a." keeps the
// not-found reading (premise).
func foundElsewhere(t string) bool {
	if indexFold(t, "with that name") < 0 {
		return false
	}
	return hasAny(t, "but there's a ", "but there is a ", "but a ", "but an ") &&
		hasAny(t, "with that name in ", "with that name exists in ", "with that name is in ")
}

const foundElsewhereReason = "the object is not in the scope the call named but exists in another, which the message names: call that scope"
