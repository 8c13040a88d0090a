package classify

import "testing"

// TestIndependentCases713 runs held-out set 713: weather, market and public data APIs (OpenWeatherMap, WeatherAPI.com, Tomorrow.io, Alpha Vantage, Polygon.io, FMP, Finnhub, FRED, api.data.gov, CKAN, Socrata), labelled blind.
func TestIndependentCases713(t *testing.T) {
	runIndependent(t, "testdata/independent713.jsonl", false)
}
