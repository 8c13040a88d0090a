package classify

import "testing"

// First run at 17afa582: 21/32 overall, 6/16 tricky.
// Tolerated: i864-vercel-domain-in-use: conflict vs premise (worldstate.go "in use by another": another account, project or resource holds it): the domain assignment exists, but held by another project the step cannot carry it; both readings hold.
// Tolerated: i864-fastly-domain-taken: conflict vs invalid (a 400 with no wording rule; under worldstate.go's "held by another" ruling it would read premise): "taken by another customer" is the same split as the Vercel line; (b) pending review.
// Tolerated: i864-netlify-deploy-dir: invalid vs premise (the generic "does not exist" words: a thing the step relied on is missing): the missing directory is the call's own argument (repair) or a build output the plan believed made (replan); both readings hold.
// Tolerated: i864-vercel-build-failed: invalid vs unknown (no rule reads a build command's bare exit status): an exit code names no cause; (b) pending review.
// Tolerated: i864-netlify-build-exit: invalid vs unknown (as above: a build script's non-zero exit names no cause); (b) pending review.
// Tolerated: i864-vercel-not-linked: premise vs unknown (no rule reads "isn't linked to a project"): a missing setup step; (b) pending review.
// Tolerated: i864-fastly-version-locked: premise vs invalid (a 400 read as a bad request; whileStateRefusal needs "while ... is locked"): a bare "Version 5 is locked" is a state, not an argument; (b) pending review.
// Tolerated: i864-akamai-activation-pending: conflict vs invalid (a 422 read as a bad request): an activation already under way may be carried (conflict) or waited out; (c)/(b) pending review.
// Tolerated: i864-akamai-activated-409: premise vs conflict (the 409 status default): a version made read-only by activation is a state, not an existing object; (b) pending review.
func TestIndependentCases864(t *testing.T) {
	runIndependent(t, "testdata/independent864.jsonl", true,
		"i864-vercel-domain-in-use", "i864-fastly-domain-taken", "i864-netlify-deploy-dir",
		"i864-vercel-build-failed", "i864-netlify-build-exit", "i864-vercel-not-linked",
		"i864-fastly-version-locked", "i864-akamai-activation-pending", "i864-akamai-activated-409")
}

// TestGeneralise864 holds the classes set 864's misses showed: a credential
// said "not valid" (denied, a listing's page token excepted) and a team's
// credits said used up (premise).
func TestGeneralise864(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{name: "djangorestframework-simplejwt InvalidToken", msg: "rest_framework_simplejwt.exceptions.InvalidToken: Given token not valid for any token type", want: denied},
		{name: "djangorestframework-simplejwt body code token_not_valid", protocol: "http", status: 400, msg: `{"detail":"Given token not valid for any token type","code":"token_not_valid"}`, want: denied},
		{name: "firebase-tools CLI reauth", msg: "Error: Authentication Error: Your credentials are no longer valid. Please run firebase login --reauth", want: denied},
		{name: "express jsonwebtoken middleware (common pattern)", msg: "request failed: Token is not valid or missing!", want: denied},
		{name: "PHP auth API (public repo, 'The authentication token is not valid or has expired.')", msg: "The authentication token is not valid or has expired.", want: denied},
		{name: "OpenAI 429 insufficient_quota", protocol: "http", status: 429, msg: "You exceeded your current quota, please check your plan and billing details.", want: premise},
		{name: "ScrapingBee 401 credits (set 652)", protocol: "http", status: 401, msg: "You have used all your API credits for this month", want: premise},
		{name: "SerpAPI 429 searches (set 652)", protocol: "http", status: 429, msg: "Your account has run out of searches.", want: premise},
		// Near misses: a page token is a place in a listing, and a pool's
		// slots are not a plan's credits.
		{name: "near miss: AWS-style page token", protocol: "http", status: 400, msg: "The pagination token is not valid.", want: invalid},
		{name: "near miss: nextToken", protocol: "http", status: 400, msg: "InvalidParameterException: The nextToken is not valid", want: invalid},
		{name: "near miss: pool slots", msg: "pool has used all of its connections: timeout waiting for a free connection", want: transient},
	})
}
