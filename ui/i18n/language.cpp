#include "language.h"

#include <QCoreApplication>
#include <QDir>
#include <QEvent>
#include <QFile>
#include <QLibraryInfo>
#include <QLocale>
#include <QSettings>
#include <QTranslator>

#include <memory>

namespace chess960::ui {

namespace {

// The compiled translations are embedded under this resource prefix by CMake.
const QString kResourceDir = QStringLiteral(":/i18n");

struct Installed {
    std::unique_ptr<QTranslator> program;
    std::unique_ptr<QTranslator> qt;
    QString code = QStringLiteral("en");
};

Installed& installed() {
    static Installed state;
    return state;
}

QString nativeNameOf(const QString& code) {
    const QLocale locale(code);
    QString name = locale.nativeLanguageName();
    if (!name.isEmpty())
        name[0] = name[0].toUpper();
    return name;
}

bool isShipped(const QString& code) {
    return code == QLatin1String("en") ||
           QFile::exists(kResourceDir + QStringLiteral("/chess960_%1.qm").arg(code));
}

// QApplication posts LanguageChange to the windows; delivering it now means every open
// window shows the new language when applyLanguage() returns.
void deliverLanguageChange() {
    QCoreApplication::sendPostedEvents(nullptr, QEvent::LanguageChange);
}

} // namespace

QList<Language> shippedLanguages() {
    QList<Language> result{{QStringLiteral("en"), QStringLiteral("English")}};
    const QStringList files =
        QDir(kResourceDir).entryList({QStringLiteral("chess960_*.qm")}, QDir::Files, QDir::Name);
    for (const QString& file : files) {
        const QString code = file.mid(9, file.size() - 9 - 3);
        result.append({code, nativeNameOf(code)});
    }
    return result;
}

QString savedLanguage() { return QSettings().value(QStringLiteral("ui/language")).toString(); }

void saveLanguage(const QString& code) {
    QSettings().setValue(QStringLiteral("ui/language"), code);
}

QString applyLanguage(const QString& requested) {
    QString code = requested;
    if (code.isEmpty() || !isShipped(code)) {
        code = QStringLiteral("en");
        // The first of the system's preferred languages that ships wins.
        for (const QString& name : QLocale::system().uiLanguages()) {
            const QString candidate = QLocale(name).name().section(QLatin1Char('_'), 0, 0);
            if (isShipped(candidate)) {
                code = candidate;
                break;
            }
        }
    }

    Installed& state = installed();
    if (state.program)
        QCoreApplication::removeTranslator(state.program.get());
    if (state.qt)
        QCoreApplication::removeTranslator(state.qt.get());
    state.program.reset();
    state.qt.reset();
    state.code = QStringLiteral("en");
    QLocale::setDefault(QLocale(code));
    if (code == QLatin1String("en")) {
        deliverLanguageChange();
        return state.code;
    }

    auto qt = std::make_unique<QTranslator>();
    if (qt->load(QStringLiteral("qtbase_") + code,
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        QCoreApplication::installTranslator(qt.get());
    else
        qt.reset();
    auto program = std::make_unique<QTranslator>();
    if (program->load(kResourceDir + QStringLiteral("/chess960_") + code)) {
        QCoreApplication::installTranslator(program.get());
        state.code = code;
    } else {
        program.reset();
    }
    state.program = std::move(program);
    state.qt = std::move(qt);
    deliverLanguageChange();
    return state.code;
}

QString activeLanguage() { return installed().code; }

} // namespace chess960::ui
