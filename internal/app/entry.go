package app

// Main is lexa's main, called by cmd/lexa with the version the build stamped.
func Main(v string) {
	version = v
	main()
}
