package classify

import "testing"

// TestIndependentCases746 runs held-out set 746: API gateways, proxies and service meshes (Envoy, Istio, Kong, AWS API Gateway, Apigee, Traefik, HAProxy, Azure APIM), labelled blind.
// First run at 76fbe55: 26/34 overall, 10/16 tricky.
// Tolerated: i746-kong-route-nomatch: premise vs invalid (set 547's gateway ruling, docs/taxonomy.md "an API gateway's 404 for a URL no deployed API's base path matches", httppreset.go gatewayNoProxy): the set reads the missing route as the plan's belief about the endpoint, the ruling reads the URL as the call's own argument; both hold.
// Tolerated: i746-apigee-no-proxy: premise vs invalid (the same set 547 ruling, which names Apigee ApplicationNotFound): as above.
// Fixed later by the lead: i746-envoy-jwks-fetch (httppreset.go reads a 401 whose body says the gateway could not fetch its key set as transient, after set 986). Was: transient vs denied ((b) pending review; the status table's 401 row): Envoy's jwt_authn answers 401 when it could not fetch the issuer's JWKS, so the token was never judged and a later retry may pass, yet the request was refused unauthenticated; a class of "the authenticator could not run" was not mended in the time box.
// Fixed later by the lead: i746-apigee-resolve-token (servercred.go absentCredential reads Apigee's FailedToResolve faults as no credential, denied, after set 986). Was: denied vs transient ((b) pending review; the status table's "other 5xx transient" closing guess, low confidence): Apigee's steps.oauth.v2.FailedToResolveAccessToken is a 500 for a token absent where the policy looks, which no retry fixes; the classifier has no wording for it and falls back on the status.
// Fixed later by the lead: i746-apigee-dev-inactive (right since Apigee's developer and company count as holders (codes.go holderNames, set 1134)).
// Tolerated: i746-kong-oauth2-https: invalid vs denied ((b); an OAuth error code access_denied read as denied): Kong's oauth2 plugin sends access_denied with "You must use HTTPS" for a plain-HTTP call; the fix is the call's scheme, but the code is the documented denial code.
// Fixed later: i746-apigw-cli-no-methods (worldstate.go standingWords reads an API too incomplete to deploy as premise, after set 1204 read its sibling "No integration defined for method" so blind). Was: premise vs invalid ((b); AWS BadRequestException read as a bad request).
func TestIndependentCases746(t *testing.T) {
	runIndependent(t, "testdata/independent746.jsonl", true, "i746-kong-route-nomatch", "i746-apigee-no-proxy", "i746-kong-oauth2-https")
}

// TestGeneralise746 holds set 746's class gap: a reference to an entity
// that is not there, in Kong's words ("does not reference an existing"),
// read premise as the other spellings of a missing referenced entity are.
func TestGeneralise746(t *testing.T) {
	runWordingCases(t, []wordingCase{
		{"Kong Admin API foreign key violation on a consumer (kong/db/errors.lua code 4)", "http", 400, "4", `{"code":4,"fields":{"consumer":{"id":"does not reference an existing 'consumers' entity."}},"message":"the foreign key '{id=\"0a1b2c3d-w746\"}' does not reference an existing 'consumers' entity.","name":"foreign key violation"}`, premise},
		{"Django REST framework PrimaryKeyRelatedField does_not_exist (rest_framework/relations.py)", "http", 400, "", `{"author":["Invalid pk \"77\" - object does not exist."]}`, premise},
		{"Django REST framework SlugRelatedField does_not_exist (rest_framework/relations.py)", "http", 400, "", `{"category":["Object with slug=garden-tools-746 does not exist."]}`, premise},
		{"Stripe resource_missing on a referenced customer (stripe.com/docs/error-codes/resource-missing)", "http", 400, "resource_missing", `{"error":{"code":"resource_missing","message":"No such customer: 'cus_W746xyz'","param":"customer","type":"invalid_request_error"}}`, premise},
		{"Prisma P2025 required connected record not found (prisma error reference)", "", 0, "P2025", "An operation failed because it depends on one or more records that were required but not found. No 'Author' record (needed to inline the relation on 'Post' record(s)) was found for a nested connect on one-to-many relation 'AuthorToPost'.", premise},
		// Near misses that keep their kind.
		{"Django REST framework incorrect_type stays invalid", "http", 400, "", `{"author":["Incorrect type. Expected pk value, received str."]}`, invalid},
		{"Kong Admin API schema violation stays invalid", "http", 400, "2", `{"code":2,"fields":{"paths":["should start with: / (fixed path) or ~/ (regex path)"]},"message":"schema violation (paths.1: should start with: / (fixed path) or ~/ (regex path))","name":"schema violation"}`, invalid},
		{"Kong Admin API unique violation stays conflict", "http", 409, "5", `{"code":5,"fields":{"name":"already exists with value 'billing-746'"},"message":"UNIQUE violation detected on '{name=\"billing-746\"}'","name":"unique constraint violation"}`, conflict},
	})
}
