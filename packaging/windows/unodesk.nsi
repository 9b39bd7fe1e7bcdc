; The Windows installer of unodesk (NSIS 3, Modern UI 2).
;
;   makensis /DVERSION=0.1.0 /DBUNDLE=dist\unodesk /DOUTFILE=dist\unodesk-0.1.0-setup.exe
;            /DICON=unodesk\data\icons\unodesk.ico packaging\windows\unodesk.nsi
;
; packaging/dist.py runs it after PyInstaller. It installs for the current
; user (no administrator needed: a child's account can install it too) into
; %LOCALAPPDATA%\Programs\unodesk, with a Start menu entry, an optional
; desktop shortcut, and an uninstaller in Settings > Apps.

Unicode true
!include "MUI2.nsh"

!ifndef VERSION
  !error "makensis /DVERSION=x.y.z is needed"
!endif
!ifndef BUNDLE
  !define BUNDLE "..\..\dist\unodesk"
!endif
!ifndef OUTFILE
  !define OUTFILE "..\..\dist\unodesk-${VERSION}-setup.exe"
!endif
!ifndef APP_ID
  !define APP_ID "io.github.unodesk.unodesk"
!endif
!ifndef ICON
  !define ICON "..\..\unodesk\data\icons\unodesk.ico"
!endif

!define APP "unodesk"
!define UNINSTALL_KEY "Software\Microsoft\Windows\CurrentVersion\Uninstall\${APP_ID}"

Name "${APP}"
OutFile "${OUTFILE}"
InstallDir "$LOCALAPPDATA\Programs\${APP}"
InstallDirRegKey HKCU "Software\${APP}" "InstallDir"
RequestExecutionLevel user
SetCompressor /SOLID lzma
VIProductVersion "${VERSION}.0"
VIAddVersionKey /LANG=0 "ProductName" "${APP}"
VIAddVersionKey /LANG=0 "FileDescription" "${APP} installer"
VIAddVersionKey /LANG=0 "FileVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "ProductVersion" "${VERSION}"
VIAddVersionKey /LANG=0 "LegalCopyright" "MIT"

!define MUI_ICON "${ICON}"
!define MUI_UNICON "${ICON}"
!define MUI_ABORTWARNING
!define MUI_FINISHPAGE_RUN "$INSTDIR\unodesk.exe"

!insertmacro MUI_PAGE_WELCOME
!insertmacro MUI_PAGE_DIRECTORY
!insertmacro MUI_PAGE_COMPONENTS
!insertmacro MUI_PAGE_INSTFILES
!insertmacro MUI_PAGE_FINISH
!insertmacro MUI_UNPAGE_CONFIRM
!insertmacro MUI_UNPAGE_INSTFILES

; The installer speaks the game's languages; Windows' own language picks one.
!insertmacro MUI_LANGUAGE "English"
!insertmacro MUI_LANGUAGE "Swedish"
!insertmacro MUI_LANGUAGE "Norwegian"
!insertmacro MUI_LANGUAGE "Dutch"

LangString GameSection ${LANG_ENGLISH} "unodesk (required)"
LangString GameSection ${LANG_SWEDISH} "unodesk (krävs)"
LangString GameSection ${LANG_NORWEGIAN} "unodesk (påkrevd)"
LangString GameSection ${LANG_DUTCH} "unodesk (vereist)"
LangString DesktopSection ${LANG_ENGLISH} "Shortcut on the desktop"
LangString DesktopSection ${LANG_SWEDISH} "Genväg på skrivbordet"
LangString DesktopSection ${LANG_NORWEGIAN} "Snarvei på skrivebordet"
LangString DesktopSection ${LANG_DUTCH} "Snelkoppeling op het bureaublad"

Function .onInit
  !insertmacro MUI_LANGDLL_DISPLAY
FunctionEnd

Section "!$(GameSection)" SecGame
  SectionIn RO
  SetOutPath "$INSTDIR"
  ; A new version replaces the old files whole.
  RMDir /r "$INSTDIR\_internal"
  File /r "${BUNDLE}\*.*"
  CreateShortcut "$SMPROGRAMS\${APP}.lnk" "$INSTDIR\unodesk.exe"
  WriteUninstaller "$INSTDIR\uninstall.exe"
  WriteRegStr HKCU "Software\${APP}" "InstallDir" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayName" "${APP}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayVersion" "${VERSION}"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "Publisher" "The unodesk developers"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "DisplayIcon" "$INSTDIR\unodesk.exe"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "InstallLocation" "$INSTDIR"
  WriteRegStr HKCU "${UNINSTALL_KEY}" "UninstallString" '"$INSTDIR\uninstall.exe"'
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoModify" 1
  WriteRegDWORD HKCU "${UNINSTALL_KEY}" "NoRepair" 1
SectionEnd

Section "$(DesktopSection)" SecDesktop
  CreateShortcut "$DESKTOP\${APP}.lnk" "$INSTDIR\unodesk.exe"
SectionEnd

; Settings and scores stay in the user's folders: uninstalling keeps the
; family's history for a later install.
Section "Uninstall"
  Delete "$SMPROGRAMS\${APP}.lnk"
  Delete "$DESKTOP\${APP}.lnk"
  RMDir /r "$INSTDIR\_internal"
  Delete "$INSTDIR\unodesk.exe"
  Delete "$INSTDIR\uninstall.exe"
  RMDir "$INSTDIR"
  DeleteRegKey HKCU "${UNINSTALL_KEY}"
  DeleteRegKey HKCU "Software\${APP}"
SectionEnd
