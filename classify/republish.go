package classify

// A package registry's refusal to replace a version already published.
//
// Registries keep a released version immutable and refuse a second
// upload under the same version, each in its own words and under its own
// status: the npm registry answers 403 "You cannot publish over the
// previously published versions: 1.4.2." (npm/cli's E403, npm docs
// "Unpublish policy": a name@version once used cannot be reused), GitHub
// Packages 409 "Cannot publish over existing version", Sonatype Nexus 3
// 400 "Repository does not allow updating assets: maven-releases" (a
// release repository's "Disable redeploy" write policy), PyPI 400 "File
// already exists", crates.io "crate version `1.4.2` is already uploaded".
// The version the step was to publish is there already: conflict (skip the
// step and carry the fact; a new version is the caller's next plan, not a
// repair of this call). A 403 is read this way only for these words
// (overDenied): a registry's refusal of the caller's authority ("You do
// not have permission to publish", "Not enough permissions to overwrite
// artifact") stays denied. Set 120's probes.
var republishWords = []pattern{
	{text: "cannot publish over", kind: conflict, reason: "the registry already holds this version and will not replace it"},
	{text: "previously published version", kind: conflict, reason: "the registry already holds this version and will not replace it"},
	{text: "does not allow updating assets", kind: conflict, reason: "the release repository already holds this version and does not allow redeploying it"},
	{text: "does not allow updating artifacts", kind: conflict, reason: "the release repository already holds this version and does not allow redeploying it"},
	// A package registry that says so in plain words, under a 403 as
	// often as a 409 (held-out set 653): GitLab's package registry 403
	// "Package already exists." (docs npm_registry: publishing a name and
	// version that exist gives 403), Gitea/Forgejo's 409 "package version
	// already exists", Azure Artifacts' 409 "The feed already contains
	// 'W653.Ledger 1.2.0'". The version is there: skip and carry it.
	{text: "package already exists", kind: conflict, reason: "the registry already holds this package version and will not replace it"},
	{text: "package version already exists", kind: conflict, reason: "the registry already holds this package version and will not replace it"},
	{text: "feed already contains", kind: conflict, reason: "the feed already holds this package version and will not replace it"},
	// A name the registry holds for a while after an unpublish (npm's 403
	// "cannot be republished until 24 hours have passed"): the hold ends
	// by itself (set 404).
	// A post whose content the platform already holds (set 420): X's 403
	// "You are not allowed to create a Tweet with duplicate content.",
	// LinkedIn's 422 "Content is a duplicate of urn:li:share:...", Twitter
	// v1.1 187 "Status is a duplicate.": the same post is there already,
	// and the id to carry forward is the existing one.
	{text: "with duplicate content", kind: conflict, reason: "the platform already holds a post with this content"},
	{text: "content is a duplicate", kind: conflict, reason: "the platform already holds a post with this content"},
	{text: "status is a duplicate", kind: conflict, reason: "the platform already holds a post with this content"},
	// Meta Graph API 506 "Duplicate Post" ("(#506) Duplicate status
	// message": duplicate posts cannot be published consecutively; held-out
	// set 799): the same post is on the page already.
	{text: "duplicate status message", kind: conflict, reason: "the platform already holds a post with this content"},
	{text: "cannot be republished until", kind: transient, reason: "the registry holds the name for a while after an unpublish: publish again when the hold ends"},
}

// versionTaken reports an app store's refusal of an upload whose version
// number it already holds (Google Play's apkUpgradeVersionConflict, sent
// under 400 or 403: "APK specifies a version code that has already been
// used.", "Version code 312 has already been used."; held-out set 768).
// Play never takes a version code back, so the upload the step was to
// make, or one in its place, is there: conflict, as a registry's "cannot
// publish over", not the single-use token "has already been used" reads
// as, nor the 403's missing permission.
func versionTaken(t string) bool {
	return hasAny(t, "version code", "versioncode", "build number", "bundle version") &&
		hasAny(t, "already been used", "already used", "already been uploaded", "already uploaded")
}

// numberTaken reports a create refused because the number it gives its
// record, the record's identity, is already held (QuickBooks Online 6140
// "Duplicate Document Number Error: You must specify a different number.
// This number has already been used.", held-out sets 790 and 1532; an
// invoice or order number "already in use"): the record the step was to
// make, or one in its place, is there, often the step's own earlier
// success. Conflict, as versionTaken, not the single-use token that "has
// already been used" reads as. A count ("number of") is no identity, and
// a number "in use by another" keeps that wording's reading (set 864).
func numberTaken(t string) bool {
	if hasFold(t, "duplicate document number") {
		return true
	}
	return hasAny(t, "number has already been used", "number was already used", "number is already used",
		"number is already in use", "number already in use", "number already used") &&
		!hasAny(t, "number of ", "by another", "by a different")
}

// numberTakenText is numberTaken for the generic wording, where a text
// without a status reaches it (a client that kept only the Detail).
func numberTakenText(t string) (Result, bool) {
	if !numberTaken(t) {
		return Result{}, false
	}
	return verdict(conflict, numberTakenReason)
}

const numberTakenReason = "a record already holds this number, its identity: the record the step was to create is there (often the step's own earlier success): skip and carry it forward, or give the new one another number"

const versionTakenReason = "the store already holds an upload with this version number and never takes it back: the upload is there, or the next needs a new number"

// registryPolicyWords: a package registry's refusal of a publish that its
// status misreads, in the npm registry's and PyPI's own words (set 1181,
// with the earlier blind votes of sets 404, 653 and 888, tolerated there):
//
//   - npm E402 "You must sign up for private packages": a scoped package
//     publishes as private by default, and a free account's publish needs
//     --access public (docs.npmjs.com creating-and-publishing-scoped-public-
//     packages): an argument, not a payment; invalid.
//   - npm E403 "Package name too similar to existing package x; try
//     renaming your package", PyPI "The name 'x' is too similar to an
//     existing project": the name the call chose is refused; rename, a
//     repair, not a missing right.
//   - npm E405 "You can no longer unpublish this package. Failed criteria:
//     has dependent packages in the registry": the package's state under
//     the unpublish policy, not a wrong method; deprecate it instead
//     (docs.npmjs.com/policies/unpublish): premise.
//   - npm's "404 Not Found - PUT https://registry..." (npm-registry-fetch's
//     "<status> <text> - <method> <url>"): a publish creates the package,
//     so the 404 is not a missing package but a scope the token may not
//     write (docs.npmjs.com about-scopes: "only you can add packages in
//     your scope"); denied. A GET's 404 keeps the missing package's
//     premise ("is not in this registry").
var registryPolicyWords = []pattern{
	{text: "must sign up for private packages", kind: invalid, reason: "npm E402: a scoped package publishes as private by default: publish it with --access public"},
	{text: "too similar to existing package", kind: invalid, reason: "npm: the package name is refused as too similar to an existing one: rename it or publish it under a scope"},
	{text: "too similar to an existing project", kind: invalid, reason: "PyPI: the project name is refused as too similar to an existing one: rename it"},
	{text: "can no longer unpublish this package", kind: premise, reason: "npm: the unpublish policy refuses (the package has dependents or is too old): deprecate it instead"},
	{text: "404 not found - put http", kind: denied, reason: "npm: a publish (PUT) answered 404: the token may not write under that name or scope"},
	// Set 1641: the same registries' refusals as their CLIs print them,
	// where the text path meets "403 Forbidden", "400 Bad Request" or a 409
	// before the words that say what was refused:
	//   - npm E403 "You cannot publish over the previously published
	//     versions" under npm's 403 boilerplate: republishWords' conflict.
	//   - RubyGems 409 "A yanked version already exists (x-1.0.0).
	//     Repushing of gem versions is not allowed." (pusher.rb
	//     republish_notification): the version is yanked, nothing to carry
	//     forward, and its number is spent: premise, read before the
	//     indexed version's "Repushing of gem versions is not allowed",
	//     which is there (conflict).
	//   - RubyGems 409 "It appears that x-1.0.0 did not finish pushing":
	//     an earlier push is still being written; it clears (transient).
	//   - PyPI 400 "Only one sdist may be uploaded per release." (legacy.py
	//     file_upload): the release has its sdist already (conflict).
	//   - PyPI 410 "Project pre-registration is no longer required or
	//     supported, upload your files instead.": the call is obsolete, the
	//     upload is the repair (invalid), not a gone project.
	//   - RubyGems 403 "This API key cannot perform the specified action on
	//     this gem." (pusher.rb verify_gem_scope): the key's scope (denied).
	{text: "cannot publish over", kind: conflict, reason: "the registry already holds this version and will not replace it"},
	{text: "previously published version", kind: conflict, reason: "the registry already holds this version and will not replace it"},
	{text: "a yanked version already exists", kind: premise, reason: "RubyGems: the version was yanked and its number cannot be pushed again: release under a new version"},
	{text: "a yanked version pushed by a previous owner", kind: premise, reason: "RubyGems: the version was yanked and its number cannot be pushed again: release under a new version"},
	{text: "repushing of gem versions is not allowed", kind: conflict, reason: "RubyGems: the registry already holds this gem version and will not replace it"},
	{text: "did not finish pushing", kind: transient, reason: "RubyGems: an earlier push of this version is still being written: try again shortly"},
	{text: "only one sdist may be uploaded per release", kind: conflict, reason: "PyPI: the release already has its source distribution"},
	{text: "pre-registration is no longer required", kind: invalid, reason: "PyPI: registering a project is obsolete: upload the files instead"},
	{text: "api key cannot perform the specified action", kind: denied, reason: "the API key's scope does not cover this action on this package"},
	// GitHub Container Registry's push refusals as docker, buildx and
	// podman print them (set 1640): "denied: permission_denied:
	// write_package" (the token or the workflow lacks write on the
	// package: its "Manage Actions access" setting), "denied: installation
	// not allowed to Write organization package" / "... to Create
	// organization package" (the workflow's GITHUB_TOKEN lacks packages:
	// write). Granting them is the package's owners' act: denied.
	{text: "permission_denied: write_package", kind: denied, reason: "GitHub Container Registry: the token may not write this package (packages: write, or the package's Actions access)"},
	{text: "not allowed to write organization package", kind: denied, reason: "GitHub Container Registry: the workflow token may not write the organization's package (packages: write)"},
	{text: "not allowed to create organization package", kind: denied, reason: "GitHub Container Registry: the workflow token may not create the organization's package (packages: write)"},
}

// registryPolicyMatcher reads registryPolicyWords under a 4xx
// (httppreset.go httpStatus); the text path reads them in toolWords.
var registryPolicyMatcher = newMatcher(registryPolicyWords)

// npmNotFoundWords: npm's E404 boilerplate since npm 7, "The requested
// resource 'x@*' could not be found or you do not have permission to access
// it." (npm/cli lib/utils/error-message.js), is the hedged not-found of
// hedgedNotFoundWords in npm's words: a GET for a name the registry (npmjs,
// verdaccio, a proxy with no uplink for the scope) does not hold, premise,
// not a refusal (set 1493, live against verdaccio). Two lines of the same
// E404 keep other kinds and are read first: npm's own note "This package
// name is not valid, because ..." (validate-npm-package-name's verdict,
// printed when the spec's name is malformed) is the call's argument,
// invalid; and a publish's "404 Not Found - PUT http..." stays denied, as
// registryPolicyWords reads it (set 1181).
var npmNotFoundWords = []pattern{
	{text: "this package name is not valid, because", kind: invalid, reason: "npm E404: the package name in the spec is not a valid name: correct it"},
	{text: "404 not found - put http", kind: denied, reason: "npm: a publish (PUT) answered 404: the token may not write under that name or scope"},
	{text: "could not be found or you do not have permission to access it", kind: premise, reason: "npm E404: the registry holds no such package or version (hedged for access): replan"},
}

// projectPrivateWords: a project whose own manifest forbids publishing it:
// npm EPRIVATE "This package has been marked as private" (package.json
// "private": true, docs.npmjs.com package-json#private: "npm will refuse to
// publish it", a guard against accidental publication of private
// repositories), yarn 1 "Package marked as private, not publishing.", and
// cargo's "`package.publish` must be set to `true`" (Cargo.toml publish =
// false). The owners' policy refuses the publish; lifting it is theirs to
// decide, not a repair the agent makes: denied (set 1493).
var projectPrivateWords = []pattern{
	{text: "this package has been marked as private", kind: denied, reason: "npm EPRIVATE: the package's own manifest forbids publishing it: hand back to its owners"},
	{text: "package marked as private, not publishing", kind: denied, reason: "yarn: the package's own manifest forbids publishing it: hand back to its owners"},
	{text: "`package.publish` must be set to `true`", kind: denied, reason: "cargo: the package's own manifest (publish = false) forbids publishing it: hand back to its owners"},
}
