package classify

import "testing"

// TestIndependentCases309 runs held-out set 309: Go web frameworks (gin, echo, chi with render and
// httprate, fiber) and Koa/NestJS default HTTP error responses, captured live, labelled blind.
// First run at 0975e1f: 33/35 overall, 12/14 tricky.
// Tolerated: i309-gin-404-route: invalid vs premise; gin's default body is Go's "404 page not found",
// which the 404 ruling (docs/taxonomy.md, sets 40, 167, 173) reads as the status does, since
// ServeMux and FileServer send it alike for a route and a file.
// Tolerated: i309-echo-404-default: invalid vs premise; echo's router default {"message":"Not Found"}
// is the same body a handler's echo.ErrNotFound sends for a missing record, and names no route, as
// Starlette's bare {"detail":"Not Found"} (i223-fastapi-404-route-typo tolerated, i176 premise).
func TestIndependentCases309(t *testing.T) {
	runIndependent(t, "testdata/independent309.jsonl", true, "i309-gin-404-route", "i309-echo-404-default")
}
