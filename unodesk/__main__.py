from unodesk.app.start import main

raise SystemExit(main())
