package classify

import "testing"

// TestIndependentCases823 runs held-out set 823: the .NET stack (HttpClient, EF Core, Azure SDK, Azure.Identity, Polly, System.Text.Json, Npgsql, StackExchange.Redis, ASP.NET Core ProblemDetails), labelled blind.
func TestIndependentCases823(t *testing.T) {
	runIndependent(t, "testdata/independent823.jsonl", false)
}
