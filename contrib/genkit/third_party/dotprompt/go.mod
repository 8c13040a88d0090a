module github.com/google/dotprompt/go

go 1.24

require (
	github.com/goccy/go-yaml v1.17.1
	github.com/invopop/jsonschema v0.14.0
	github.com/mbleigh/raymond v0.0.0-20250414171441-6b3a58ab9e0a
	github.com/pb33f/ordered-map/v2 v2.3.1
)

require (
	github.com/bahlo/generic-list-go v0.2.0 // indirect
	github.com/buger/jsonparser v1.1.2 // indirect
	go.yaml.in/yaml/v4 v4.0.0-rc.2 // indirect
)
