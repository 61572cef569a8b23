// The shipped translations: every .ts file complete (no unfinished, vanished or obsolete
// entries, every plural form written), up to date with the sources (lupdate over the same
// source list finds no text without a finished translation), and every compiled .qm embedded
// under :/i18n, loadable and matching its .ts.
#include <QDir>
#include <QFile>
#include <QProcess>
#include <QRegularExpression>
#include <QTemporaryDir>
#include <QTest>
#include <QTranslator>
#include <QXmlStreamReader>

namespace {

struct Message {
    QString context, source, comment;
    bool numerus = false;
    QString type; // "", "unfinished", "vanished", "obsolete"
    QStringList forms;
};

struct TsFile {
    QString language;
    QList<Message> messages;
    QString error;
};

// The number of plural forms each shipped language has (Qt's rules for that language).
int pluralForms(const QString& language) {
    static const QHash<QString, int> forms{{"de", 2}, {"fr", 2}, {"es", 2},
                                           {"it", 2}, {"ru", 3}, {"pl", 3}};
    return forms.value(language, 0);
}

QStringList tsFiles() {
    QStringList files;
    const QDir dir(QStringLiteral(CHESS960_TS_DIR));
    for (const QString& name : dir.entryList({QStringLiteral("chess960_*.ts")}, QDir::Files))
        files.append(dir.filePath(name));
    return files;
}

QString describe(const Message& m) {
    return QStringLiteral("[%1] \"%2\"").arg(m.context, m.source);
}

// Reads a .ts file; a numerus message is complete at the end of its <translation>.
TsFile readTsFile(const QString& path) {
    TsFile ts;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        ts.error = QStringLiteral("cannot open ") + path;
        return ts;
    }
    QXmlStreamReader xml(&file);
    QString context;
    Message message;
    bool inNumerus = false;
    while (!xml.atEnd()) {
        xml.readNext();
        if (xml.isEndElement() && xml.name() == QLatin1String("translation") && inNumerus) {
            ts.messages.append(message);
            inNumerus = false;
            continue;
        }
        if (!xml.isStartElement()) continue;
        const auto name = xml.name();
        if (name == QLatin1String("TS")) {
            ts.language = xml.attributes().value(QLatin1String("language")).toString();
        } else if (name == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (name == QLatin1String("message")) {
            message = Message{context, {}, {}, false, {}, {}};
            message.numerus =
                xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
        } else if (name == QLatin1String("source")) {
            message.source = xml.readElementText();
        } else if (name == QLatin1String("comment")) {
            message.comment = xml.readElementText();
        } else if (name == QLatin1String("translation")) {
            message.type = xml.attributes().value(QLatin1String("type")).toString();
            if (message.numerus) {
                inNumerus = true;
            } else {
                message.forms = {xml.readElementText()};
                ts.messages.append(message);
            }
        } else if (name == QLatin1String("numerusform")) {
            message.forms.append(xml.readElementText());
        }
    }
    if (xml.hasError()) ts.error = path + QStringLiteral(": ") + xml.errorString();
    return ts;
}

} // namespace

class TestTranslations : public QObject {
    Q_OBJECT
private slots:
    void everyLanguageShips() {
        QStringList codes;
        for (const QString& path : tsFiles()) codes.append(readTsFile(path).language);
        for (const char* code : {"de", "fr", "es", "it", "ru", "pl"})
            QVERIFY2(codes.contains(QLatin1String(code)), code);
    }

    void complete_data() {
        QTest::addColumn<QString>("path");
        for (const QString& path : tsFiles())
            QTest::newRow(qPrintable(QFileInfo(path).fileName())) << path;
    }

    // Every message finished, nothing left over from texts the program no longer has, every
    // plural form written.
    void complete() {
        QFETCH(QString, path);
        const TsFile ts = readTsFile(path);
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        QVERIFY(!ts.messages.isEmpty());
        const int forms = pluralForms(ts.language);
        QVERIFY2(forms > 0, qPrintable("add the plural form count of " + ts.language));
        QStringList problems;
        for (const Message& m : ts.messages) {
            if (!m.type.isEmpty()) problems.append(m.type + QLatin1Char(' ') + describe(m));
            if (m.numerus && m.forms.size() != forms)
                problems.append(QStringLiteral("%1 plural forms instead of %2: ")
                                    .arg(m.forms.size())
                                    .arg(forms) +
                                describe(m));
            for (const QString& form : m.forms)
                if (form.trimmed().isEmpty()) problems.append("empty " + describe(m));
            // %n, or %Ln for the count in the locale's digits.
            static const QRegularExpression count(QStringLiteral("%L?n"));
            if (m.source.contains(count) != m.numerus)
                problems.append("%n without plural forms (or forms without %n) " + describe(m));
        }
        QVERIFY2(problems.isEmpty(), qPrintable(problems.join(QLatin1Char('\n'))));
    }

    // lupdate over the program's sources, into a copy: a text added to the sources and not
    // yet translated comes out unfinished, and is named.
    void upToDate_data() { complete_data(); }
    void upToDate() {
        QFETCH(QString, path);
        QTemporaryDir dir;
        QVERIFY(dir.isValid());
        const QString copy = dir.filePath(QFileInfo(path).fileName());
        QVERIFY(QFile::copy(path, copy));
        QFile::setPermissions(copy, QFile::ReadOwner | QFile::WriteOwner);
        QProcess lupdate;
        lupdate.start(QStringLiteral(CHESS960_LUPDATE),
                      {QStringLiteral("-silent"), QStringLiteral("-no-obsolete"),
                       QStringLiteral("-locations"), QStringLiteral("none"),
                       QStringLiteral("@" CHESS960_TR_SOURCES_LIST), QStringLiteral("-ts"), copy});
        QVERIFY(lupdate.waitForFinished(120000));
        QVERIFY2(lupdate.exitStatus() == QProcess::NormalExit && lupdate.exitCode() == 0,
                 lupdate.readAllStandardError().constData());
        const TsFile ts = readTsFile(copy);
        QVERIFY2(ts.error.isEmpty(), qPrintable(ts.error));
        QStringList missing;
        for (const Message& m : ts.messages)
            if (!m.type.isEmpty()) missing.append(describe(m));
        QVERIFY2(missing.isEmpty(),
                 qPrintable(QStringLiteral("not translated in %1 (run the update_translations "
                                           "target and translate):\n")
                                .arg(QFileInfo(path).fileName()) +
                            missing.join(QLatin1Char('\n'))));
    }

    // The compiled translation is in the resources, loads, and gives each text as written in
    // the .ts file.
    void qmLoads_data() { complete_data(); }
    void qmLoads() {
        QFETCH(QString, path);
        const TsFile ts = readTsFile(path);
        QTranslator translator;
        QVERIFY2(translator.load(QStringLiteral(":/i18n/chess960_") + ts.language),
                 qPrintable(ts.language));
        QCOMPARE(translator.language(), ts.language);
        int different = 0;
        for (const Message& m : ts.messages) {
            if (!m.type.isEmpty()) continue;
            if (m.numerus) {
                const QString one = translator.translate(
                    m.context.toUtf8(), m.source.toUtf8(),
                    m.comment.isEmpty() ? nullptr : m.comment.toUtf8().constData(), 1);
                QVERIFY2(!one.isEmpty(), qPrintable(describe(m)));
                continue;
            }
            const QString got = translator.translate(
                m.context.toUtf8(), m.source.toUtf8(),
                m.comment.isEmpty() ? nullptr : m.comment.toUtf8().constData());
            QCOMPARE(got, m.forms.value(0));
            if (got != m.source) ++different;
        }
        // Most texts read differently from the English (a few, like "O-O", stay).
        QVERIFY2(different * 2 > ts.messages.size(),
                 qPrintable(QStringLiteral("%1 of %2").arg(different).arg(ts.messages.size())));
    }
};

QTEST_GUILESS_MAIN(TestTranslations)
#include "tst_translations.moc"
