package classify

import "strings"

// cfCodes: Cloud Foundry's Cloud Controller names every failure by a
// fixed error name, sent as "CF-<Name>" in the v3 body's errors[].title
// ({"errors":[{"detail":..., "title":"CF-AppStoppedStatsError",
// "code":200003}]}) and in the v2 body's error_code; the names and their
// statuses are the table cloudfoundry/cloud_controller_ng errors/v2.yml
// (held-out set 1582). Several carry a status that reads the other way:
// a 400 for an app that is stopped (AppStoppedStatsError) or not staged
// (NotStaged), a 422 for work that is running and ends by itself
// (ScaleDisabledDuringDeployment, StagingInProgress), a 502 for a broker
// URL that answered but is not a broker (ServiceBrokerRequestRejected: the
// detail asks the caller to check the URL it registered), a 400 for a
// quota (the *QuotaExceeded and *LimitExceeded names) or a name already
// held (ServiceInstanceNameTaken, RouteHostTaken). The catch-all
// CF-UnprocessableEntity (10008) is not here: its detail decides, as any
// 422's body does.
var cfCodes = map[string]codeRule{
	"CF-InvalidAuthToken":                        {denied, false, modeFixed, "is an invalid or expired token (Cloud Foundry 1000)"},
	"CF-NotAuthenticated":                        {denied, false, modeFixed, "is a call without a token (Cloud Foundry 10002)"},
	"CF-NotAuthorized":                           {denied, false, modeFixed, "is a user without the role the act needs (Cloud Foundry 10003)"},
	"CF-InsufficientScope":                       {denied, false, modeFixed, "is a token without the scopes the act needs (Cloud Foundry 10007)"},
	"CF-ResourceNotFound":                        {premise, false, modeFixed, "is a resource that does not exist or is not visible (Cloud Foundry 10010)"},
	"CF-UaaRateLimited":                          {transient, false, modeFixed, "is the UAA's rate limit: wait for Retry-After (Cloud Foundry 20008)"},
	"CF-AsyncServiceInstanceOperationInProgress": {transient, false, modeFixed, "is the service instance's earlier operation still running: it ends by itself (Cloud Foundry 60016)"},
	"CF-AsyncServiceBindingOperationInProgress":  {transient, false, modeFixed, "is the binding's earlier operation still running: it ends by itself (Cloud Foundry 90008)"},
	"CF-StagingInProgress":                       {transient, false, modeFixed, "is a build of the app still staging: one at a time, it ends by itself (Cloud Foundry 170017)"},
	"CF-ScaleDisabledDuringDeployment":           {transient, false, modeFixed, "is a deployment of the app in flight: scale after it ends (Cloud Foundry 390016)"},
	"CF-InsufficientResources":                   {transient, false, modeFixed, "is the platform's cells out of capacity for now (Cloud Foundry 170008)"},
	"CF-StagerUnavailable":                       {transient, false, modeFixed, "is the stager unreachable for now (Cloud Foundry 170010)"},
	"CF-RunnerUnavailable":                       {transient, false, modeFixed, "is the runner unreachable for now (Cloud Foundry 170015)"},
	"CF-NotStaged":                               {premise, false, modeFixed, "is an app with no staged droplet: stage it first (Cloud Foundry 170002)"},
	"CF-AppStoppedStatsError":                    {premise, false, modeFixed, "is an app that is stopped, so it has no stats: start it first (Cloud Foundry 200003)"},
	"CF-ServiceBrokerRequestRejected":            {invalid, false, modeFixed, "is a broker URL that answered but is not a valid service broker: check the URL the call registers (Cloud Foundry 270020)"},
	"CF-ServiceInstanceQuotaExceeded":            {premise, false, modeFixed, "is the organization's service instance quota spent (Cloud Foundry 60005)"},
	"CF-AppMemoryQuotaExceeded":                  {premise, false, modeFixed, "is the organization's memory quota spent (Cloud Foundry 100005)"},
	"CF-QuotaInstanceMemoryLimitExceeded":        {premise, false, modeFixed, "is over the organization quota's instance memory limit (Cloud Foundry 100007)"},
	"CF-SpaceQuotaInstanceMemoryLimitExceeded":   {premise, false, modeFixed, "is over the space quota's instance memory limit (Cloud Foundry 310004)"},
	"CF-OrgQuotaTotalRoutesExceeded":             {premise, false, modeFixed, "is the organization's route quota spent (Cloud Foundry 310006)"},
	"CF-ServiceInstanceNameTaken":                {conflict, false, modeFixed, "is a service instance name already held in the space (Cloud Foundry 60002)"},
	"CF-RouteHostTaken":                          {conflict, false, modeFixed, "is a route host already held (Cloud Foundry 210003)"},
}

// cfTitle reads a Cloud Foundry error name, from the input's code or from
// the errors[] entry's title (v3) or the body's error_code (v2).
func cfTitle(c *ctx, code, body string) (Result, bool) {
	if !strings.HasPrefix(code, "CF-") {
		return Result{}, false
	}
	cr, ok := cfCodes[code]
	if !ok {
		return Result{}, false
	}
	return cr.apply(c, "cloud foundry", code, body), true
}
