// The program's languages: which ship, which one is in use, and switching at run time.
#pragma once

#include <QList>
#include <QString>

namespace chess960::ui {

/// \brief A language the program ships a translation for (English is built in).
struct Language {
    QString code;       ///< "de", "fr", ...; "en" for the untranslated texts
    QString nativeName; ///< the language's own name for itself, e.g. "Deutsch"
};

/// \brief English first, then every language with a translation compiled in.
QList<Language> shippedLanguages();

/// \brief The language the player chose in Settings; empty means "follow the system".
QString savedLanguage();
void saveLanguage(const QString& code);

/// \brief Installs the program's and Qt's own translators for `code` (empty: the system
/// locale's language, falling back to English). Qt then sends QEvent::LanguageChange to every
/// widget, which retranslates itself; nothing needs a restart. Returns the code now in use.
QString applyLanguage(const QString& code);

/// \brief The code of the language in use ("en" when nothing is translated).
QString activeLanguage();

} // namespace chess960::ui
