package classify_test

import (
	"fmt"
	"net/http"

	"github.com/rungkit/rung"
	"github.com/rungkit/rung/classify"
)

func ExampleClassify() {
	r := classify.Classify(classify.Input{
		Protocol: "openai",
		Status:   429,
		Message:  `{"error":{"message":"You exceeded your current quota, please check your plan and billing details.","type":"insufficient_quota","code":"insufficient_quota"}}`,
	})
	fmt.Println(r.Kind, r.Code)

	r = classify.Classify(classify.Input{
		Protocol: "http",
		Message:  "HTTP/1.1 403 Forbidden\nretry-after: 60\n\n{\"message\":\"You have exceeded a secondary rate limit.\",\"documentation_url\":\"https://docs.github.com/rest\"}",
	})
	fmt.Println(r.Kind, r.RetryAfter)
	// Output:
	// premise insufficient_quota
	// transient 1m0s
}

func ExampleChain() {
	c := &classify.Chain{Rules: map[string][]rung.Rule{
		"billing_api": {{Status: 409, Kind: rung.KindTransient, Reason: "billing_api answers 409 while a row lock is held"}},
	}}
	r := c.ClassifyInput(classify.Input{Tool: "billing_api", Protocol: "http", Status: 409, Header: http.Header{"Retry-After": {"2"}}})
	fmt.Println(r.Kind, r.RetryAfter, r.Reason)
	// Output:
	// transient 2s billing_api answers 409 while a row lock is held
}

func ExampleValidateRules() {
	err := classify.ValidateRules([]rung.Rule{{Message: "([", Kind: rung.KindDenied}})
	fmt.Println(err != nil)
	// Output:
	// true
}
